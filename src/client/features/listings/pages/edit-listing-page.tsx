import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { type ListingDetail } from '../../../../domain/listing-schemas';
import { listingTexts } from '../../../../domain/listings';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListing } from '@/lib/listings/listing-queries';
import { useSaveListing } from '../api/update-listing';
import { ListingForm } from '../components/listing-form';
import { formFromListing, toAvailabilityInput, toListingFields } from '../lib/listing-form';
import { marketToday } from '@/lib/market';
import { usePhotoDraft } from '../lib/use-photo-draft';

function EditSkeleton() {
  return (
    <div className="space-y-5" aria-busy="true" aria-label="Loading listing">
      {[0, 1, 2].map((key) => (
        <Card key={key} className="space-y-3 p-6">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
        </Card>
      ))}
    </div>
  );
}

function EditForm({ listing }: { listing: ListingDetail }) {
  const navigate = useNavigate();
  const current = useMemo(() => listing.photos.map((photo) => photo.id), [listing.photos]);
  const save = useSaveListing(listing.listing_id, current);
  const initial = useMemo(() => formFromListing(listing, marketToday()), [listing]);
  // Photo changes stay in the form until Save, like every other field: Cancel leaves the listing as it was.
  const draft = usePhotoDraft(() =>
    listing.photos.map((photo, index) => ({ kind: 'saved', id: photo.id, key: photo.id, url: photo.card_url, name: `${listing.title} ${index + 1}` })),
  );

  return (
    <ListingForm
      mode="edit"
      defaultValues={initial.values}
      defaultAvailability={initial.availability}
      photos={draft.photos}
      photosHint={listingTexts.editPhotosHint}
      onAddPhotos={draft.add}
      onRemovePhoto={draft.remove}
      onMovePhoto={draft.move}
      photosBusy={draft.checking}
      pending={save.isPending}
      onCancel={() => void navigate(`/listing/${listing.listing_id}`)}
      onSubmit={({ values, availability, availabilityChanged }) =>
        save.mutate(
          {
            fields: { ...toListingFields(values), ...(availabilityChanged ? { availability: toAvailabilityInput(availability) } : {}) },
            photos: draft.photos,
          },
          {
            onSuccess: () => {
              toast.success(listingTexts.updated, { description: 'Your changes are live.' });
              void navigate(`/listing/${listing.listing_id}`);
            },
          },
        )
      }
    />
  );
}

/** /edit-listing/:id — the owner's form with values loaded; anything else → "Listing not found" → /my-listings. */
export function EditListingPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const listing = useListing(id);
  const unusable = listing.isError || (listing.isSuccess && !listing.data.is_owner);
  useDocumentTitle('Edit Listing');

  useEffect(() => {
    if (!unusable) return;
    toast.error(listingTexts.notFound, { description: listingTexts.editNotFound });
    void navigate('/my-listings', { replace: true });
  }, [unusable, navigate]);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Edit Listing</h1>
        {listing.data ? <p className="mt-1 truncate text-sm text-slate-600">{listing.data.title}</p> : null}
      </div>
      {listing.isSuccess && listing.data.is_owner ? <EditForm key={listing.data.listing_id} listing={listing.data} /> : <EditSkeleton />}
    </div>
  );
}
