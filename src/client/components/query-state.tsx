import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api';
import { LoadErrorState } from './load-error-state';
import { SignInRequired } from './sign-in-required';
import { Button } from './ui/button';
import { PageState } from './ui/page-state';

/** The parts of a TanStack query the ladder looks at. */
type QueryLike = { isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };

/**
 * The one ladder every page shows before its data: signed out (private pages) → loading → not found (404, or 400
 * for a malformed id) → any other error with Try again. Use it as `if (!signedIn || !query.isSuccess) return
 * <QueryState … />`; after that line the data is there.
 */
export function QueryState({
  query,
  skeleton,
  notFound,
  errorTitle,
  signIn,
}: {
  query: QueryLike;
  skeleton: ReactNode;
  /** `back`: a link out ("Back to Explore"); `action`: anything else. */
  notFound: { icon: LucideIcon; title: string; description: string; back?: { to: string; label: string }; action?: ReactNode };
  errorTitle: string;
  /** A private page: signed out (or answered 401), it asks to sign in with this text. */
  signIn?: { signedIn: boolean; description: string };
}) {
  if (signIn && !signIn.signedIn) return <SignInRequired description={signIn.description} />;
  if (query.isPending) return <>{skeleton}</>;
  if (signIn && isApiError(query.error, 401)) return <SignInRequired description={signIn.description} />;
  if (isApiError(query.error, 404) || isApiError(query.error, 400)) {
    const back = notFound.back ? (
      <Button asChild variant="outline">
        <Link to={notFound.back.to}>{notFound.back.label}</Link>
      </Button>
    ) : null;
    return <PageState icon={notFound.icon} title={notFound.title} description={notFound.description} action={notFound.action ?? back} />;
  }
  return <LoadErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}
