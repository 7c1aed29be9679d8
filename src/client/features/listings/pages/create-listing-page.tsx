import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { listingErrorTitle, listingTexts } from '../../../../domain/listings';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateListing } from '../api/create-listing';
import { ListingForm } from '../components/listing-form';
import { emptyListingForm, toAvailabilityInput, toListingFields } from '../lib/listing-form';
import { usePhotoDraft } from '../lib/use-photo-draft';

/** /create-listing — List Your Gear (signed in; the profile gate guards the way here). */
export function CreateListingPage() {
  useDocumentTitle('List Your Gear');
  const navigate = useNavigate();
  const draft = usePhotoDraft(() => []);
  const [progress, setProgress] = useState<number | null>(null);
  const create = useCreateListing(setProgress);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">List Your Gear</h1>
        <p className="mt-1 text-sm text-slate-600">Earn from gear you're not using. It only takes a few minutes.</p>
      </div>
      <ListingForm
        mode="create"
        defaultValues={emptyListingForm}
        defaultAvailability={{ mode: 'always', periods: [] }}
        photos={draft.photos}
        onAddPhotos={draft.add}
        onRemovePhoto={draft.remove}
        onMovePhoto={draft.move}
        photosBusy={draft.checking}
        pending={create.isPending}
        progress={progress}
        onCancel={() => void navigate(-1)}
        onSubmit={({ values, availability }) => {
          setProgress(0);
          create.mutate(
            { data: { ...toListingFields(values), availability: toAvailabilityInput(availability) }, photos: draft.photos.flatMap((photo) => (photo.kind === 'new' ? [photo.file] : [])) },
            {
              onSuccess: (listing) => {
                toast.success(listingTexts.created, { description: listingTexts.createdDescription });
                void navigate(`/listing/${listing.listing_id}`, { replace: true });
              },
              onError: (error) => {
                const message = errorMessage(error);
                toast.error(listingErrorTitle(message), { description: message });
              },
              onSettled: () => setProgress(null),
            },
          );
        }}
      />
    </div>
  );
}
