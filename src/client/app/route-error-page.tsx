import { AlertTriangle } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { PageState } from '../components/ui/page-state';
import { errorMessage } from '../lib/api';
import { useDocumentTitle } from '../lib/use-document-title';

/** Shown when a route loader or render fails (for example the session could not be loaded). */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  const description = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error);
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <PageState
        tone="error"
        icon={AlertTriangle}
        title="Something went wrong"
        description={description}
        action={<Button onClick={() => window.location.reload()}>Reload the page</Button>}
      />
    </div>
  );
}
