import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { PageState } from '../components/ui/page-state';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <PageState
      icon={Compass}
      title="Page not found"
      description="We couldn't find the page you were looking for. It may have moved, or it isn't available yet."
      action={
        <Button asChild>
          <Link to="/explore">Back to Explore</Link>
        </Button>
      }
    />
  );
}
