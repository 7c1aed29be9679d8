import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { SHARE_FALLBACK_TOAST_MS, shareLink, shareTargets, shareTexts, WHATSAPP_PROMPT_DELAY_MS } from '../lib/share';

function isMobileDevice(): boolean {
  return typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

function ShareFallback({ url, title }: { url: string; title: string }) {
  return (
    <div className="space-y-2">
      <input
        readOnly
        value={url}
        aria-label="Link to this listing"
        onFocus={(event) => event.currentTarget.select()}
        className="w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-xs text-slate-800"
      />
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs font-semibold" aria-label="Share via">
        {shareTargets(url, title).map((target) => (
          <li key={target.name}>
            <a href={target.href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline-offset-2 hover:underline">
              {target.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Share: device share → clipboard → text-area copy; when all fail, the Share this link toast (8 s). */
export function ShareButton({ title, url = typeof window === 'undefined' ? '' : window.location.href }: { title: string; url?: string }) {
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    const outcome = await shareLink({ url, title });
    setPending(false);
    if (outcome === 'copied') toast.success(shareTexts.copiedTitle, { description: shareTexts.copiedDescription });
    if (outcome !== 'failed') return;
    toast(shareTexts.fallbackTitle, { description: <ShareFallback url={url} title={title} />, duration: SHARE_FALLBACK_TOAST_MS });
    if (isMobileDevice()) {
      window.setTimeout(() => {
        if (window.confirm(shareTexts.whatsappPrompt)) window.open(shareTargets(url, title)[0]!.href, '_blank', 'noopener');
      }, WHATSAPP_PROMPT_DELAY_MS);
    }
  };
  return (
    <Button variant="outline" size="icon" aria-label="Share" title="Share" onClick={() => void onClick()} disabled={pending} className="rounded-full">
      <Share2 aria-hidden="true" />
    </Button>
  );
}
