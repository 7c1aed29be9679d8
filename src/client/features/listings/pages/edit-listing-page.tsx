import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { type ListingDetail } from '../../../../domain/listing-schemas';
import { listingTexts } from '../../../../domain/listings';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListing } from '@/lib/listings/listing-queries';
import { useListingPhotoActions, useUpdateListing } from '../api/update-listing';
import { ListingForm } from '../components/listing-form';
import type { PhotoItem } from '../components/photo-picker';
import { formFromListing, toAvailabilityInput, toListingFields } from '../lib/listing-form';
import { marketToday } from '@/lib/market';
import { acceptPhotoFiles, moveItem } from '../lib/photo-files';

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
  const update = useUpdateListing(listing.listing_id);
  const photoActions = useListingPhotoActions(listing.listing_id);
  const [order, setOrder] = useState<string[] | null>(null);
  const initial = useMemo(() => formFromListing(listing, marketToday()), [listing]);

  const photos: PhotoItem[] = useMemo(() => {
    const byId = new Map(listing.photos.map((photo) => [photo.id, photo]));
    const ids = order ?? listing.photos.map((photo) => photo.id);
    return ids
      .map((id) => byId.get(id))
      .filter((photo) => photo !== undefined)
      .map((photo, index) => ({ key: photo.id, url: photo.card_url, name: `${listing.title} ${index + 1}`, pending: photoActions.remove.isPending && photoActions.remove.variables === photo.id }));
  }, [listing.photos, listing.title, order, photoActions.remove.isPending, photoActions.remove.variables]);

  const addPhotos = (files: File[]) => {
    const { accepted, problems } = acceptPhotoFiles(files, listing.photos.length);
    if (problems.length) toast.error('Some files were not added', { description: problems.join(' · ') });
    if (!accepted.length) return;
    photoActions.add.mutate(accepted, {
      onSuccess: () => toast.success(listingTexts.updated, { description: accepted.length === 1 ? 'Photo added.' : `${accepted.length} photos added.` }),
    });
  };

  const removePhoto = (photoId: string) => {
    if (listing.photos.length <= 1) {
      toast.error(listingTexts.updateFailed, { description: listingTexts.lastPhoto });
      return;
    }
    photoActions.remove.mutate(photoId, {
      onSuccess: () => toast.success(listingTexts.updated, { description: 'Photo removed.' }),
    });
  };

  const movePhoto = (from: number, to: number) => {
    const next = moveItem(photos.map((photo) => photo.key), from, to);
    setOrder(next);
    photoActions.reorder.mutate(next, {
      onSettled: () => setOrder(null),
    });
  };

  return (
    <ListingForm
      mode="edit"
      defaultValues={initial.values}
      defaultAvailability={initial.availability}
      photos={photos}
      photosHint="Photo changes are saved right away. The first photo is the main photo — drag or use the arrows to reorder."
      onAddPhotos={addPhotos}
      onRemovePhoto={removePhoto}
      onMovePhoto={movePhoto}
      photosBusy={photoActions.busy}
      pending={update.isPending}
      onCancel={() => void navigate(`/listing/${listing.listing_id}`)}
      onSubmit={({ values, availability, availabilityChanged }) =>
        update.mutate(
          { ...toListingFields(values), ...(availabilityChanged ? { availability: toAvailabilityInput(availability) } : {}) },
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
