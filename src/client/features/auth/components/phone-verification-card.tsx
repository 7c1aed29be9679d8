import { Smartphone } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { type PhoneCodeSentResponse, phoneVerificationTexts as texts } from '@domain/phone-verification';
import { phoneCountryCodes, type OwnProfile } from '@domain/profile';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { ApiError } from '@/lib/api';
import { codeForCountry, joinPhone, phoneToForm } from '../../profiles';
import { usePendingPhoneCode, useSendPhoneCode, useVerifyPhoneCode } from '../api/verification';

type Step = { kind: 'number' } | { kind: 'code'; phone: string; resendAt: number };

const codeStep = (sent: PhoneCodeSentResponse): Step => ({ kind: 'code', phone: sent.phone, resendAt: Date.now() + sent.resend_after_seconds * 1000 });

/**
 * Opens the code step once if a code sent earlier (before a reload, on another tab) can still be entered — for a
 * verified number too: a code sent since means the user was changing it.
 */
function useResumedCodeStep(resume: (step: Step) => void) {
  const pending = usePendingPhoneCode();
  const [resumed, setResumed] = useState(false);
  // Only an answer read for this card counts: a cached one may be minutes old.
  const answer = pending.isFetchedAfterMount && !pending.isFetching ? pending.data : undefined;
  // Set while rendering (React's pattern for state from an earlier render): the card's own state, once.
  if (!resumed && answer !== undefined) {
    setResumed(true);
    if (answer.pending) resume(codeStep(answer.pending));
  }
  // An error leaves the number step: the user can always ask for a code.
  return { checking: !resumed && !pending.isError };
}

/** Seconds left until `at`, ticking once a second. */
function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    // A new deadline counts from now at once, not from the last tick (a resumed 30 s read "31 s" for a second).
    const first = window.setTimeout(() => setNow(Date.now()), 0);
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The phone card of /verification, in two steps: send a code to the number, then enter the code. */
export function PhoneVerificationCard({ user }: { user: OwnProfile }) {
  const initial = phoneToForm(user.phone);
  const [country, setCountry] = useState<string>(initial.country);
  const [number, setNumber] = useState(initial.number);
  const [numberError, setNumberError] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [editing, setEditing] = useState(!user.phone_verified);
  const [step, setStep] = useState<Step>({ kind: 'number' });
  const numberId = useId();
  const sendCode = useSendPhoneCode();
  const verify = useVerifyPhoneCode();
  const waitSeconds = useSecondsUntil(step.kind === 'code' ? step.resendAt : null);
  const resume = useCallback((resumed: Step) => {
    setEditing(true);
    setStep(resumed);
  }, []);
  const checking = useResumedCodeStep(resume).checking && editing;

  const send = (phone: string) =>
    sendCode.mutate(
      { phone },
      {
        onSuccess: (sent) => {
          setStep(codeStep(sent));
          setCode('');
          setCodeError(undefined);
        },
        onError: (error) => setNumberError(error instanceof ApiError && error.code === 'VALIDATION_ERROR' ? error.message : undefined),
      },
    );

  const onSend = (event: React.FormEvent) => {
    event.preventDefault();
    if (!number.trim()) {
      setNumberError(texts.phoneRequired);
      toast.error(texts.phoneRequired, { description: texts.phoneRequiredDetail });
      return;
    }
    setNumberError(undefined);
    send(joinPhone(codeForCountry(country), number));
  };

  const onVerify = (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setCodeError(texts.codeRequired);
      toast.error(texts.codeRequired);
      return;
    }
    setCodeError(undefined);
    verify.mutate(
      { code: code.trim() },
      {
        onSuccess: () => {
          toast.success(texts.success);
          setEditing(false);
          setStep({ kind: 'number' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'INVALID_PHONE_CODE') {
            setCodeError(texts.invalidCode);
            toast.error(texts.invalidCode, { description: texts.invalidCodeDetail });
          } else {
            const message = error instanceof Error ? error.message : texts.verifyError;
            setCodeError(message);
            toast.error(texts.verifyError, { description: message });
          }
        },
      },
    );
  };

  return (
    <Card className="p-5 sm:p-6" aria-labelledby="phone-card-title">
      <div className="flex items-start gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Smartphone className="size-5" aria-hidden="true" />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="phone-card-title" className="text-base font-semibold text-slate-900">
              {texts.title}
            </h2>
            <VerifiedBadge verified={user.phone_verified} />
          </div>
          {!editing && user.phone_verified ? (
            <>
              <p className="mt-1 text-sm text-slate-700" dir="ltr">
                {user.phone}
              </p>
              <p className="mt-1 text-sm text-slate-600">{texts.verifiedDescription}</p>
              <Button className="mt-4" variant="outline" onClick={() => setEditing(true)}>
                {texts.changeNumber}
              </Button>
            </>
          ) : checking ? (
            <div className="mt-3 space-y-3" aria-busy="true" aria-label={texts.checkingCode}>
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-10 w-full sm:w-2/3" />
            </div>
          ) : step.kind === 'number' ? (
            <form className="mt-3 space-y-4" onSubmit={onSend} noValidate>
              <p className="text-sm text-slate-600">{texts.description}</p>
              <div className="space-y-1.5">
                <Label htmlFor={numberId}>{texts.phoneLabel}</Label>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <NativeSelect aria-label={texts.countryLabel} className="w-full sm:w-44" value={country} onChange={(event) => setCountry(event.target.value)}>
                    {phoneCountryCodes.map((entry) => (
                      <option key={entry.country} value={entry.country}>
                        {entry.country} {entry.code}
                      </option>
                    ))}
                  </NativeSelect>
                  <Input
                    id={numberId}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    value={number}
                    aria-invalid={numberError ? true : undefined}
                    aria-describedby={numberError ? `${numberId}-error` : undefined}
                    onChange={(event) => {
                      setNumber(event.target.value);
                      setNumberError(undefined);
                    }}
                    placeholder="50 123 4567"
                    className="min-w-0 sm:flex-1"
                  />
                </div>
                <FieldError id={`${numberId}-error`}>{numberError}</FieldError>
              </div>
              <Button type="submit" pending={sendCode.isPending}>
                {texts.sendCode}
              </Button>
            </form>
          ) : (
            <form className="mt-3 space-y-4" onSubmit={onVerify} noValidate>
              <p className="text-sm text-slate-600">{texts.codeSent(step.phone)}</p>
              <FormField label={texts.codeLabel} error={codeError}>
                <Input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  pattern="[0-9]*"
                  value={code}
                  onChange={(event) => {
                    setCode(event.target.value.replace(/\D/g, ''));
                    setCodeError(undefined);
                  }}
                  className="block w-44 text-center font-mono text-lg tracking-[0.4em]"
                />
              </FormField>
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" pending={verify.isPending}>
                  {texts.verify}
                </Button>
                <Button type="button" variant="outline" disabled={waitSeconds > 0 || sendCode.isPending} onClick={() => send(step.phone)}>
                  {waitSeconds > 0 ? texts.resendIn(waitSeconds) : texts.resend}
                </Button>
                <Button type="button" variant="link" onClick={() => setStep({ kind: 'number' })}>
                  {texts.changeNumber}
                </Button>
              </div>
            </form>
          )}
        </div>
      </div>
    </Card>
  );
}
