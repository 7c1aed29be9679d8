import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { errorCodes } from '@domain/api-error';
import { isBlankPassword, MIN_PASSWORD_LENGTH, passwordTexts } from '@domain/auth';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError, Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { PasswordInput } from '../../auth';
import { useChangePassword } from '../api/account';
import { PasswordStrengthMeter } from './password-strength-meter';

/** The form's own checks, in the spec's order and words (§5 Change password). */
export function checkNewPassword(next: string, confirm: string): string | null {
  if (next !== confirm) return passwordTexts.dontMatch;
  if (next.length < MIN_PASSWORD_LENGTH) return passwordTexts.tooShortDetail;
  if (isBlankPassword(next)) return passwordTexts.onlySpaces;
  return null;
}

/**
 * Change Password: current (when the account has one), new and confirm; the button stays disabled until they are
 * filled. "Password updated" on success (every other device is signed out); "Error changing password" otherwise.
 */
export function ChangePasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [currentError, setCurrentError] = useState<string | null>(null);
  const change = useChangePassword();
  const filled = (!hasPassword || current !== '') && next !== '' && confirm !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkNewPassword(next, confirm);
    setError(problem);
    if (problem) {
      toast.error(problem === passwordTexts.tooShortDetail ? passwordTexts.tooShort : passwordTexts.error, { description: problem });
      return;
    }
    change.mutate(hasPassword ? { currentPassword: current, newPassword: next } : { newPassword: next }, {
      // The toast says it too (the mutation's error toast); the field under it is where the eye goes next.
      onError: (failure) => {
        if (!(failure instanceof ApiError) || !failure.isClientError) return;
        if (failure.code === errorCodes.invalidCurrentPassword || failure.status === 429) setCurrentError(failure.message);
        else setError(failure.message);
      },
      onSuccess: () => {
        toast.success(passwordTexts.updated, { description: 'Other devices were signed out.' });
        setCurrent('');
        setNext('');
        setConfirm('');
      },
    });
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{hasPassword ? 'Change Password' : 'Set a Password'}</h2>
      <p className="mb-4 text-sm text-slate-600">Changing it signs you out on every other device.</p>
      <form onSubmit={submit} noValidate className="max-w-md space-y-4">
        {hasPassword ? (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-current`}>Current password</Label>
            <PasswordInput
              id={`${id}-current`}
              autoComplete="current-password"
              value={current}
              aria-invalid={currentError ? true : undefined}
              aria-describedby={currentError ? `${id}-current-error` : undefined}
              onChange={(e) => {
                setCurrent(e.target.value);
                setCurrentError(null);
              }}
            />
            <FieldError id={`${id}-current-error`}>{currentError ?? undefined}</FieldError>
          </div>
        ) : null}
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-new`}>New password</Label>
          <PasswordInput
            id={`${id}-new`}
            autoComplete="new-password"
            value={next}
            aria-describedby={`${id}-rule`}
            onChange={(e) => {
              setNext(e.target.value);
              setError(null);
            }}
          />
          <p id={`${id}-rule`} className="text-xs text-slate-500">
            At least {MIN_PASSWORD_LENGTH} characters; very common passwords are not accepted.
          </p>
          <PasswordStrengthMeter password={next} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-confirm`}>Confirm new password</Label>
          <PasswordInput
            id={`${id}-confirm`}
            autoComplete="new-password"
            value={confirm}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setConfirm(e.target.value);
              setError(null);
            }}
          />
          <FieldError id={`${id}-error`}>{error ?? undefined}</FieldError>
        </div>
        <Button type="submit" disabled={!filled || change.isPending} pending={change.isPending}>
          {hasPassword ? 'Update Password' : 'Set Password'}
        </Button>
      </form>
    </Card>
  );
}
