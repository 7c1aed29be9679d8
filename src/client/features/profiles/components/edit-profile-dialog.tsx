import { toast } from 'sonner';
import { profileTexts } from '../../../../domain/profile';
import { useAuth } from '@/lib/session/auth-provider';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileDialog } from './profile-dialog';

export function EditProfileDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user } = useAuth();
  const updateProfile = useUpdateProfile();
  return (
    <ProfileDialog
      mode="edit"
      open={open}
      onOpenChange={onOpenChange}
      user={user}
      pending={updateProfile.isPending}
      onSubmit={(body) =>
        updateProfile.mutate(body, {
          onSuccess: () => {
            toast.success(profileTexts.updated);
            onOpenChange(false);
          },
        })
      }
    />
  );
}
