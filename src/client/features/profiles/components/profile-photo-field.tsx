import { Camera } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { profileTexts, type OwnProfile } from '../../../../domain/profile';
import { UserAvatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { useUploadProfilePhoto } from '../api/upload-profile-photo';

/** react-easy-crop comes with this dialog only, when a photo is chosen. */
const AvatarCropDialog = lazy(() => import('./avatar-crop-dialog'));

/**
 * Profile photo (Complete Your Profile and Edit Profile): choose an image → "Crop your profile photo" → Apply
 * uploads the JPEG at once and the photo URL is saved ("Profile photo updated successfully").
 */
export function ProfilePhotoField({ user }: { user: OwnProfile | null | undefined }) {
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const upload = useUploadProfilePhoto();

  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') {
      toast.error('Error', { description: profileTexts.photoNotImage });
      return;
    }
    setSource(URL.createObjectURL(file));
  };

  const close = () => {
    setSource(null);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="flex items-center gap-4">
      <UserAvatar person={user} size="large" className="size-16 text-xl" />
      <div className="space-y-1">
        <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()} disabled={upload.isPending}>
          <Camera aria-hidden="true" />
          {user?.profile_photo_url ? profileTexts.changePhoto : profileTexts.choosePhoto}
        </Button>
        <p className="text-xs text-slate-500">JPEG, PNG, WebP or GIF, up to 10 MB.</p>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic"
          className="sr-only"
          tabIndex={-1}
          aria-label="Profile photo file"
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </div>
      {source ? (
        <Suspense fallback={null}>
          <AvatarCropDialog
            src={source}
            pending={upload.isPending}
            onCancel={close}
            onApply={(jpeg) =>
              upload.mutate(jpeg, {
                onSuccess: () => {
                  toast.success(profileTexts.photoUpdated);
                  close();
                },
              })
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}
