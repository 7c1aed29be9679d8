import { AlertCircle } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { authTexts } from '../../../../domain/auth';
import { Logo } from '../../../components/brand/logo';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '@/lib/session/auth-provider';
import { GoogleButton } from '../components/google-button';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

/** /login, /auth and /signup: the Welcome card, outside the shell. /signup opens the Sign Up tab. */
export function AuthPage() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const auth = useAuth();
  const defaultTab = pathname.startsWith('/signup') ? 'signup' : 'signin';
  useDocumentTitle(defaultTab === 'signup' ? 'Sign Up' : 'Sign In');
  const oauthError = searchParams.get('error');

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-white to-white">
      <header className="mx-auto flex w-full max-w-md items-center justify-center px-4 pt-10 pb-6">
        <Link to="/" aria-label="Gearloop home" className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-4">
          <Logo />
        </Link>
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 pb-12">
        <Card className="p-6 sm:p-8">
          <div className="mb-6 text-center">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Welcome</h1>
            <p className="mt-1 text-sm text-slate-600">Rent, try, buy — gear from people near you.</p>
          </div>
          {oauthError ? (
            <div role="alert" className="mb-5 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {authTexts.googleFailed}
            </div>
          ) : null}
          <Tabs key={defaultTab} defaultValue={defaultTab}>
            <TabsList>
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm />
            </TabsContent>
          </Tabs>
          {auth.status === 'loading' ? (
            <Skeleton className="mt-6 h-11 w-full" />
          ) : auth.googleEnabled ? (
            <div className="mt-6">
              <div className="relative mb-6 text-center text-xs uppercase tracking-wide text-slate-500">
                <span className="absolute inset-x-0 top-1/2 h-px bg-slate-200" aria-hidden="true" />
                <span className="relative bg-white px-3">or</span>
              </div>
              <GoogleButton />
            </div>
          ) : null}
        </Card>
        <p className="mt-6 text-center text-xs leading-relaxed text-slate-500">
          By continuing you agree to our{' '}
          <Link to="/terms-and-conditions" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            Terms and Conditions
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            Privacy Policy
          </Link>
          .
        </p>
      </main>
    </div>
  );
}
