import type { OwnProfile, UpdateProfileBody } from '../../../../domain/profile';
import { profileTexts } from '../../../../domain/profile';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { ProfileForm } from './profile-form';

export type ProfileDialogMode = 'forced' | 'welcome' | 'edit';

/**
 * Complete Your Profile (forced: no Cancel, Esc and outside clicks do nothing; welcome: dismissible)
 * and Edit Profile share one form.
 */
export function ProfileDialog({
  mode,
  open,
  onOpenChange,
  user,
  pending,
  onSubmit,
}: {
  mode: ProfileDialogMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: OwnProfile | null | undefined;
  pending: boolean;
  onSubmit: (body: UpdateProfileBody) => void;
}) {
  const forced = mode === 'forced';
  return (
    <Dialog open={open} onOpenChange={(next) => (forced && !next ? undefined : onOpenChange(next))}>
      <DialogContent dismissible={!forced}>
        <DialogHeader>
          <DialogTitle>{mode === 'edit' ? 'Edit Profile' : profileTexts.completeTitle}</DialogTitle>
          <DialogDescription>
            {mode === 'edit' ? 'Update how other members see you.' : profileTexts.completeDescription}
          </DialogDescription>
        </DialogHeader>
        {/* keyed by user, so reopening after a save starts from the saved values */}
        <ProfileForm
          key={`${user?.id ?? 'none'}-${open}`}
          user={user}
          pending={pending}
          submitLabel={mode === 'edit' ? 'Save Changes' : 'Save Profile'}
          onSubmit={onSubmit}
          secondaryAction={
            forced ? null : (
              <DialogClose asChild>
                <Button variant="outline" disabled={pending}>
                  {mode === 'edit' ? 'Cancel' : 'Not now'}
                </Button>
              </DialogClose>
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
}
