import { Loader2, LogIn, MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useMatch, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { PageState } from '@/components/ui/page-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useAuth } from '@/lib/session/auth-provider';
import { rememberRedirectAfterLogin } from '@/lib/session/redirect-after-login';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsClient } from '@/lib/use-is-client';
import { leaveMessages, useConversations, useStartConversation } from '../api/conversations';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';
import { useIsMobile } from '../hooks/use-is-mobile';
import { messagesTexts } from '../texts';

/** Router state of the mobile back button: show the list instead of jumping to the first conversation again. */
export type MessagesLocationState = { showList?: boolean } | null;

const listingId = z.uuid();

/** The screen fills the space between the top bar and the bottom navigation (or the page padding on wide screens). */
const frame = 'flex h-[calc(100dvh-8rem)] -mx-4 -my-6 sm:-mx-6 sm:-my-8 md:mx-0 md:my-0 md:overflow-hidden md:rounded-2xl md:border md:border-slate-200 md:bg-white md:shadow-xs';

function SignInPrompt() {
  const location = useLocation();
  return (
    <PageState
      icon={LogIn}
      title={messagesTexts.signInPrompt}
      description={messagesTexts.signInDescription}
      action={
        <Button asChild>
          <Link to="/login" onClick={() => rememberRedirectAfterLogin(`${location.pathname}${location.search}`)}>
            {messagesTexts.signIn}
          </Link>
        </Button>
      }
    />
  );
}

/** /messages?listing={id} (a visitor's "Message" after signing in): start or reuse that conversation and open it. */
function StartFromListing({ listing }: { listing: string }) {
  const navigate = useNavigate();
  const start = useStartConversation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate(listing, {
      onSuccess: ({ conversation }) => void navigate(`/messages/${conversation.id}`, { replace: true }),
      onError: () => void navigate('/messages', { replace: true }),
    });
  }, [listing, navigate, start]);
  return (
    <div role="status" className="flex flex-1 items-center justify-center gap-2 p-10 text-sm text-slate-600">
      <Loader2 className="size-5 animate-spin text-brand-700" aria-hidden="true" />
      {messagesTexts.startingConversation}
    </div>
  );
}

function SelectConversationPrompt({ className }: { className: string }) {
  return (
    <div className={cn('flex-1 flex-col items-center justify-center gap-3 p-8 text-center', className)}>
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MessagesSquare className="size-7" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{messagesTexts.selectConversation}</p>
      <p className="max-w-sm text-sm text-slate-600">{messagesTexts.selectConversationDescription}</p>
    </div>
  );
}

/** /messages and /messages/:conversationId — the list beside the open conversation (one at a time on mobile). */
export function MessagesPage() {
  const conversationId = useMatch('/messages/:conversationId')?.params.conversationId;
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  const isMobile = useIsMobile();
  const isClient = useIsClient();
  const conversations = useConversations(signedIn);
  useDocumentTitle(messagesTexts.pageTitle);

  const requested = params.get('listing');
  const startListing = !conversationId && requested !== null && listingId.safeParse(requested).success ? requested : null;
  const firstId = conversations.data?.conversations[0]?.id;
  const showList = (location.state as MessagesLocationState)?.showList === true;
  // Spec §9: on mobile, with conversations and no id, open the first one. The server (and the hydration of its page)
  // cannot know the width, so it draws that conversation for narrow screens and the prompt for wide ones, by CSS; in
  // the browser the width decides, and the address follows. The view stays mounted through that change of address.
  const openFirst = signedIn && !conversationId && startListing === null && !showList && firstId !== undefined && (!isClient || isMobile);
  const shownId = conversationId ?? (openFirst ? firstId : undefined);
  useEffect(() => {
    if (openFirst && isClient) void navigate(`/messages/${firstId}`, { replace: true });
  }, [openFirst, isClient, firstId, navigate]);

  // Leaving the messages area: the server removes this user's empty listing-only conversations 5 minutes later.
  useEffect(() => {
    if (!signedIn) return;
    return () => void leaveMessages().catch(() => undefined);
  }, [signedIn]);

  if (auth.status === 'loading') {
    return (
      <div className={frame} aria-busy="true">
        <Skeleton className="m-4 h-40 flex-1" />
      </div>
    );
  }
  if (!signedIn) return <SignInPrompt />;
  if (startListing !== null) {
    return (
      <div className={frame}>
        <StartFromListing listing={startListing} />
      </div>
    );
  }

  return (
    <div className={frame}>
      <h1 className="sr-only">{messagesTexts.pageTitle}</h1>
      <div
        className={cn(
          'min-h-0 w-full flex-col bg-white md:flex md:w-80 md:shrink-0 md:border-e md:border-slate-200 lg:w-96',
          shownId ? 'hidden' : 'flex',
        )}
      >
        <ConversationList query={conversations} activeId={conversationId ?? null} />
      </div>
      <div className={cn('min-h-0 min-w-0 flex-1 flex-col bg-white', shownId ? 'flex' : 'hidden md:flex')}>
        {shownId && (
          <div key={shownId} className={cn('flex min-h-0 min-w-0 flex-1 flex-col', !conversationId && 'md:hidden')}>
            <ConversationView id={shownId} />
          </div>
        )}
        {!conversationId && <SelectConversationPrompt className={shownId ? 'hidden md:flex' : 'flex'} />}
      </div>
    </div>
  );
}
