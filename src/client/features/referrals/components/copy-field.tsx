import { Copy } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { referralTexts } from '@domain/referrals';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { copyText } from '@/lib/copy-text';

/** Spec §9: the referral fallback toast stays 8 seconds. */
export const REFERRAL_FALLBACK_TOAST_MS = 8000;

/** A read-only value with a copy button: "Link copied!" / "Code copied!", or a toast showing the value for 8 s. */
export function CopyField({ label, value, buttonLabel, copiedText, mono = false }: { label: string; value: string; buttonLabel: string; copiedText: string; mono?: boolean }) {
  const id = useId();
  const onCopy = async () => {
    if (await copyText(value)) {
      toast.success(copiedText);
      return;
    }
    toast(referralTexts.copyFallbackTitle, {
      description: <span className="select-all break-all font-mono text-sm">{value}</span>,
      duration: REFERRAL_FALLBACK_TOAST_MS,
    });
  };
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {/* A link is long: on a phone it gets the whole width, its button under it (side by side it showed half). */}
      <div className={mono ? 'flex gap-2' : 'flex flex-col gap-2 sm:flex-row'}>
        <input
          id={id}
          readOnly
          value={value}
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
          className={`h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 text-slate-800 ${mono ? 'px-3 font-mono text-sm tracking-widest' : 'px-2.5 text-xs sm:px-3 sm:text-sm'}`}
        />
        <Button type="button" variant="outline" onClick={() => void onCopy()}>
          <Copy aria-hidden="true" />
          {buttonLabel}
        </Button>
      </div>
    </div>
  );
}
