import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authTexts, signInBody, type SignInBody } from '../../../../domain/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useSignIn } from '../api/sign-in';
import { takeRedirectAfterLogin } from '@/lib/session/redirect-after-login';
import { PasswordInput } from './password-input';
import { useIsClient } from '@/lib/use-is-client';

export function SignInForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<SignInBody>({ resolver: zodResolver(signInBody), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  // The server draws this form (decision 0026). Until the app has started, the button stays disabled and the form posts:
  // a submit before then must not put the email and password in the address (history, server logs).
  const started = useIsClient();

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () => {
        toast.success(authTexts.welcomeBack);
        void navigate(takeRedirectAfterLogin('/'), { replace: true });
      },
    }),
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" placeholder="Your password" {...form.register('password')} />
      </FormField>
      <Button type="submit" className="w-full" size="lg" pending={signIn.isPending} disabled={!started}>
        {signIn.isPending ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
