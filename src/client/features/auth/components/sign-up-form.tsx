import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { referralTexts } from '@domain/referrals';
import { PROFILE_TEXT_MAX } from '@domain/profile';
import { authTexts, MIN_PASSWORD_LENGTH, signUpBody } from '../../../../domain/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useSignUp } from '../api/sign-up';
import { takeRedirectAfterLogin } from '@/lib/session/redirect-after-login';
import { PasswordInput } from './password-input';
import { useIsClient } from '@/lib/use-is-client';

const signUpFormSchema = signUpBody.omit({ referralCode: true }).extend({
  confirmPassword: z.string().min(1, 'Please confirm your password'),
});
type SignUpFormInput = z.input<typeof signUpFormSchema>;
type SignUpFormOutput = z.output<typeof signUpFormSchema>;

export function SignUpForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signUp = useSignUp();
  const form = useForm<SignUpFormInput, unknown, SignUpFormOutput>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  // The server draws this form (decision 0026). Until the app has started, the button stays disabled and the form posts:
  // a submit before then must not put the email and password in the address (history, server logs).
  const started = useIsClient();

  const onSubmit = form.handleSubmit(({ confirmPassword, ...values }) => {
    if (confirmPassword !== values.password) {
      form.setError('confirmPassword', { message: authTexts.passwordsDontMatch });
      toast.error(authTexts.passwordsDontMatch, { description: authTexts.passwordsDontMatchDetail });
      return;
    }
    const referralCode = searchParams.get('ref')?.trim() || undefined;
    signUp.mutate(
      { ...values, ...(referralCode ? { referralCode } : {}) },
      {
        onSuccess: () => {
          toast.success(authTexts.accountCreated);
          void navigate(takeRedirectAfterLogin('/'), { replace: true });
        },
      },
    );
  });

  const invitedWith = searchParams.get('ref')?.trim();
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign up">
      {invitedWith ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {referralTexts.invitedWith} <span className="font-mono font-semibold">{invitedWith}</span>
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" maxLength={PROFILE_TEXT_MAX.name} {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" maxLength={PROFILE_TEXT_MAX.name} {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint={`At least ${MIN_PASSWORD_LENGTH} characters`}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" className="w-full" size="lg" pending={signUp.isPending} disabled={!started}>
        {signUp.isPending ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
