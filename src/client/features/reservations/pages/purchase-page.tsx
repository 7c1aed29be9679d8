import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Info, PackageX, SearchX, Tag } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { MAX_BOOKING_MESSAGE_LENGTH, reservationTexts } from '../../../../domain/reservations';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { PageState } from '../../../components/ui/page-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api';
import { formatPrice } from '@domain/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '@/lib/session/auth-provider';
import { useCreatePurchase } from '../api/create-purchase';
import { useListing } from '@/lib/listings/listing-queries';
import { usePurchaseQuote } from '../api/get-purchase-quote';
import { ListingSummary } from '../components/listing-summary';
import type { SubmittedState } from '../types';
import { errorCodes } from '../../../../domain/api-error';
import { QueryState } from '@/components/query-state';

const messageForm = z.object({
  message: z.string().max(MAX_BOOKING_MESSAGE_LENGTH, `Keep your message under ${MAX_BOOKING_MESSAGE_LENGTH} characters`),
});
type MessageForm = z.infer<typeof messageForm>;

function PurchaseSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]" aria-busy="true" aria-label="Loading purchase">
      <div className="space-y-4">
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}

/** /purchase/:id — Request to Buy: sale price, rental credit and the resulting purchase price. */
export function PurchasePage() {
  useDocumentTitle('Request to Buy');
  const { id: listingId = '' } = useParams();
  const navigate = useNavigate();
  const signedIn = useAuth().status === 'signed-in';
  const listing = useListing(listingId, signedIn);
  const quote = usePurchaseQuote(listingId, signedIn);
  const createPurchase = useCreatePurchase();
  const form = useForm<MessageForm>({ resolver: zodResolver(messageForm), defaultValues: { message: '' } });

  const failed = listing.error ?? quote.error;
  // Refusals with their own answer first (not for sale, own listing); the rest is the usual ladder.
  if (signedIn && isApiError(failed) && failed.code === errorCodes.notForSale) {
    return (
      <PageState
        icon={PackageX}
        title={reservationTexts.notForSale}
        description="The owner rents this item out but isn't selling it. You can still book it for the days you need."
        action={
          <Button asChild variant="outline">
            <Link to={`/listing/${listingId}`}>Back to listing</Link>
          </Button>
        }
      />
    );
  }
  if (signedIn && isApiError(failed, 403)) {
    return (
      <PageState
        icon={Info}
        title="This is your listing"
        description={reservationTexts.ownListingPurchase}
        action={
          <Button asChild variant="outline">
            <Link to={`/listing/${listingId}`}>Back to listing</Link>
          </Button>
        }
      />
    );
  }
  const item = listing.data;
  const prices = quote.data;
  if (!signedIn || !item || !prices) {
    const both = {
      isPending: !failed,
      isError: Boolean(failed),
      error: failed,
      isFetching: listing.isFetching || quote.isFetching,
      refetch: () => Promise.all([listing.refetch(), quote.refetch()]),
    };
    return (
      <QueryState
        query={both}
        signIn={{ signedIn, description: 'Sign in to send the owner a request to buy this item.' }}
        skeleton={<PurchaseSkeleton />}
        errorTitle="Couldn't load the purchase details"
        notFound={{
          icon: SearchX,
          title: reservationTexts.listingNotFound,
          description: "This listing doesn't exist or was removed by its owner.",
          back: { to: '/explore', label: 'Back to Explore' },
        }}
      />
    );
  }

  const onSubmit = form.handleSubmit(({ message }) =>
    createPurchase.mutate(
      { listing_id: listingId, message: message.trim() || undefined },
      {
        onSuccess: ({ reservation }) => {
          toast.success(reservationTexts.purchaseSuccess.title, { description: reservationTexts.purchaseSuccess.description });
          const state: SubmittedState = { submitted: 'purchase' };
          void navigate(`/reservation/${reservation.reservation_id}`, { replace: true, state });
        },
      },
    ),
  );

  return (
    <div className="space-y-6">
      <div>
        <Link to={`/listing/${listingId}`} className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to listing
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">Request to Buy</h1>
        <p className="mt-1 text-sm text-slate-600">The owner reviews your offer. Payment and pick-up are arranged between the two of you.</p>
      </div>

      <form onSubmit={onSubmit} noValidate className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-4">
          <ListingSummary listing={item} />
          <Card className="p-4 sm:p-5">
            <FormField label="Message to the owner (optional)" hint="Ask about the condition, or suggest a time to pick it up." error={form.formState.errors.message?.message}>
              <Textarea rows={4} maxLength={MAX_BOOKING_MESSAGE_LENGTH} placeholder={`Hi ${item.owner.first_name ?? 'there'}, I'd like to buy this…`} {...form.register('message')} />
            </FormField>
          </Card>
        </div>

        <Card className="p-4 sm:p-5 lg:sticky lg:top-24">
          <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Tag className="size-5 text-brand-700" aria-hidden="true" />
            Purchase price
          </h2>
          <dl className="mt-4 space-y-2 text-sm" aria-label="Purchase price breakdown">
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-slate-600">Sale price</dt>
              <dd className="tabular-nums text-slate-900">{formatPrice(prices.sale_price)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-slate-600">Rental credit</dt>
              <dd className="font-medium tabular-nums text-emerald-700">{prices.rental_credit > 0 ? `−${formatPrice(prices.rental_credit)}` : formatPrice(0)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
              <dt className="font-semibold text-slate-900">You pay</dt>
              <dd className="text-lg font-bold tabular-nums text-slate-900">{formatPrice(prices.purchase_price)}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-slate-500">
            {prices.rental_credit > 0
              ? 'What you paid for your latest rental of this item is taken off the price.'
              : 'Rented this item before? Your latest rental is credited towards the price.'}
          </p>
          <Button type="submit" size="lg" className="mt-5 w-full" pending={createPurchase.isPending}>
            {createPurchase.isPending ? 'Sending request…' : 'Request to Buy'}
          </Button>
        </Card>
      </form>
    </div>
  );
}
