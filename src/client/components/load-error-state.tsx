import { RefreshCw } from 'lucide-react';
import { errorMessage } from '../lib/api';
import { Button } from './ui/button';
import { PageState } from './ui/page-state';

/** "Couldn't load …" with the error's message and a Try again button (for any failed read but a 404). */
export function LoadErrorState({ title, error, onRetry, retrying }: { title: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <PageState
      tone="error"
      icon={RefreshCw}
      title={title}
      description={errorMessage(error)}
      action={
        <Button variant="outline" onClick={onRetry} pending={retrying}>
          Try again
        </Button>
      }
    />
  );
}
