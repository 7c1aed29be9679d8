import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { accountDeletionTexts as texts } from '@domain/account';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '../../auth';
import { useDeleteAccount } from '../api/account';

/**
 * Delete Account: a confirmation asking for the password (a Google-only account signs in with Google again first).
 * "Account deleted", then signed out; "Error deleting account" with the reason (open rentals, wrong password) or
 * "Could not delete account. Please try again or contact support."
 */
export function DeleteAccountCard({ hasPassword }: { hasPassword: boolean }) {
  const id = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  // The toast is shown by the leaving itself: the card is gone by then (the page shows a visitor), so mutate's own
  // onSuccess would never run.
  const remove = useDeleteAccount(async () => {
    await navigate('/', { replace: true, flushSync: true });
    toast.success(texts.success);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(hasPassword ? { password } : {});
  };

  return (
    <Card className="border-red-200 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-red-800">{texts.sectionTitle}</h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">{texts.sectionDescription}</p>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setPassword('');
        }}
      >
        <DialogTrigger asChild>
          <Button variant="destructive">{texts.button}</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{texts.confirmTitle}</DialogTitle>
            <DialogDescription>{texts.confirmDescription}</DialogDescription>
          </DialogHeader>
          <form onSubmit={submit} noValidate className="space-y-4">
            {hasPassword ? (
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-password`}>{texts.passwordLabel}</Label>
                <PasswordInput id={`${id}-password`} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              </div>
            ) : (
              <p className="text-sm text-slate-700">
                {texts.googleReauthRequired}{' '}
                <a href="/api/auth/google" className={buttonVariants({ variant: 'link' })}>
                  {texts.googleReauth}
                </a>
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={(hasPassword && password === '') || remove.isPending} pending={remove.isPending}>
                {texts.confirm}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
