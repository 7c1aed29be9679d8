import { CalendarDays, CalendarRange, Compass, RefreshCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageState } from '../../../components/ui/page-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '@/lib/session/auth-provider';
import { useReservations } from '../api/get-reservations';
import { ReservationCard } from '../components/reservation-card';
import { SignInRequired } from '@/components/sign-in-required';
import { groupForTab, parseTab, tabCounts, tabEmptyTexts, tabIds, tabLabels, type TabId } from '../lib/group-reservations';
import type { ReservationListItem } from '../types';

function ListSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true" aria-label="Loading reservations">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="flex gap-4 p-4">
          <Skeleton className="size-20 rounded-xl sm:size-24" />
          <div className="flex-1 space-y-2.5 pt-1">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </Card>
      ))}
    </div>
  );
}

function TabPanel({ tab, reservations }: { tab: TabId; reservations: ReservationListItem[] }) {
  const sections = groupForTab(reservations, tab);
  if (sections.length === 0) {
    const empty = tabEmptyTexts[tab];
    return (
      <PageState
        icon={tab === 'all' || tab === 'upcoming' ? Compass : CalendarDays}
        title={empty.title}
        description={empty.description}
        action={
          tab === 'all' || tab === 'upcoming' ? (
            <Button asChild variant="outline">
              <Link to="/explore">Explore gear</Link>
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <div className="space-y-8">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${tab}-${section.id}`}>
          <h2 id={`section-${tab}-${section.id}`} className="mb-3 flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-500">
            {section.label}
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">{section.items.length}</span>
          </h2>
          <ul className="space-y-3">
            {section.items.map((reservation) => (
              <li key={reservation.reservation_id}>
                <ReservationCard reservation={reservation} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** /my-reservations — Upcoming, Past, Cancelled and All, each split into Renting, Renting Out, Buying and Selling. */
export function MyReservationsPage() {
  useDocumentTitle('My Reservations');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('tab'));
  const signedIn = useAuth().status === 'signed-in';
  const reservations = useReservations('all', signedIn);
  const counts = reservations.data ? tabCounts(reservations.data.reservations) : null;
  if (!signedIn) return <SignInRequired />;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">My Reservations</h1>
          <p className="mt-1 text-sm text-slate-600">Everything you rent, rent out, buy and sell, in one place.</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/calendar">
            <CalendarRange aria-hidden="true" />
            Calendar
          </Link>
        </Button>
      </div>

      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(
            (params) => {
              const next = new URLSearchParams(params);
              if (value === 'upcoming') next.delete('tab');
              else next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabsList className="grid-cols-4">
          {tabIds.map((id) => (
            // On a phone every tab has its count under its label: some labels would wrap and others not.
            <TabsTrigger key={id} value={id} className="flex flex-col items-center px-1 text-xs leading-tight sm:flex-row sm:justify-center sm:px-3 sm:text-sm">
              {tabLabels[id]}
              {/* Space for the count is kept while it loads: a label that grows could wrap and push the list down. */}
              <span className={cn('tabular-nums text-slate-600 sm:ms-1', !counts && 'invisible')}>{` (${counts?.[id] ?? 0})`}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        {tabIds.map((id) => (
          <TabsContent key={id} value={id}>
            {reservations.isPending ? (
              <ListSkeleton />
            ) : reservations.isError ? (
              <PageState
                tone="error"
                icon={RefreshCw}
                title="Couldn't load your reservations"
                description={errorMessage(reservations.error)}
                action={
                  <Button variant="outline" onClick={() => void reservations.refetch()} pending={reservations.isFetching}>
                    Try again
                  </Button>
                }
              />
            ) : (
              <TabPanel tab={id} reservations={reservations.data.reservations} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
