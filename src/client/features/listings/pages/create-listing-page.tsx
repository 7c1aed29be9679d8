import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { listingErrorTitle, listingTexts } from '../../../../domain/listings';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateListing } from '../api/create-listing';
import { ListingForm } from '../components/listing-form';
import type { PhotoItem } from '../components/photo-picker';
import { emptyListingForm, toAvailabilityInput, toListingFields } from '../lib/listing-form';
import { acceptPhotoFiles, moveItem } from '../lib/photo-files';

type LocalPhoto = PhotoItem & { file: File };

let photoSequence = 0;

/** /create-listing — List Your Gear (signed in; the profile gate guards the way here). */
export function CreateListingPage() {
  useDocumentTitle('List Your Gear');
  const navigate = useNavigate();
  const [photos, setPhotos] = useState<LocalPhoto[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const create = useCreateListing(setProgress);
  const urls = useRef(new Set<string>());

  // Object URLs of previews are released when the page goes away.
  useEffect(() => {
    const owned = urls.current;
    return () => {
      for (const url of owned) URL.revokeObjectURL(url);
      owned.clear();
    };
  }, []);

  const addPhotos = (files: File[]) => {
    const { accepted, problems } = acceptPhotoFiles(files, photos.length);
    if (problems.length) toast.error('Some files were not added', { description: problems.join(' · ') });
    const added = accepted.map((file) => {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      photoSequence += 1;
      return { key: `photo-${photoSequence}`, url, name: file.name, file };
    });
    setPhotos((current) => [...current, ...added]);
  };

  const removePhoto = (key: string) => {
    setPhotos((current) => {
      const photo = current.find((item) => item.key === key);
      if (photo) {
        URL.revokeObjectURL(photo.url);
        urls.current.delete(photo.url);
      }
      return current.filter((item) => item.key !== key);
    });
  };

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
        photos={photos}
        onAddPhotos={addPhotos}
        onRemovePhoto={removePhoto}
        onMovePhoto={(from, to) => setPhotos((current) => moveItem(current, from, to))}
        pending={create.isPending}
        progress={progress}
        onCancel={() => void navigate(-1)}
        onSubmit={({ values, availability }) => {
          setProgress(0);
          create.mutate(
            { data: { ...toListingFields(values), availability: toAvailabilityInput(availability) }, photos: photos.map((photo) => photo.file) },
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
