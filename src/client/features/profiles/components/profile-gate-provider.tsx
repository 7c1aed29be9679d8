import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { profileTexts, type UpdateProfileBody } from '../../../../domain/profile';
import { useAuth } from '@/lib/session/auth-provider';
import { rememberRedirectAfterLogin } from '@/lib/session/redirect-after-login';
import { useUpdateProfile } from '../api/update-profile';
import { canProceed, newProfilePrompt, pendingNavigation, profileGateMode } from '../lib/profile-gate';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import { onboardingPath } from '../lib/onboarding';

type ProfileGate = {
  /** Go to `path` when the profile is complete; otherwise keep it pending and ask for the profile first. */
  requireCompleteProfile: (path: string) => void;
};

/** The dialog brings the form library and the profile form: fetched only when the gate first opens. */
const ProfileDialog = lazyDialog(async () => (await import('./profile-dialog')).ProfileDialog);

const ProfileGateContext = createContext<ProfileGate | null>(null);

export function useProfileGate(): ProfileGate {
  const context = useContext(ProfileGateContext);
  if (!context) throw new Error('useProfileGate must be used within a ProfileGateProvider');
  return context;
}

/** Keyed by user id by its parent, so a new sign-in starts with fresh state. */
function ProfileGateInner({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const [openedAt] = useState(() => new Date());
  const [welcomeSeen, setWelcomeSeen] = useState(() => (user ? newProfilePrompt.seen(user.id) : false));
  const [requested, setRequested] = useState(false);

  const mode = profileGateMode(user, openedAt, welcomeSeen);
  const open = mode !== 'none' || requested;

  const finish = useCallback(() => {
    if (user) newProfilePrompt.markSeen(user.id);
    setWelcomeSeen(true);
    setRequested(false);
  }, [user]);

  const requireCompleteProfile = useCallback(
    (path: string) => {
      if (canProceed(user)) {
        void navigate(path);
      } else if (!user) {
        rememberRedirectAfterLogin(path);
        void navigate('/login');
      } else {
        pendingNavigation.set(path);
        setRequested(true);
      }
    },
    [navigate, user],
  );

  const onSubmit = (body: UpdateProfileBody) =>
    updateProfile.mutate(body, {
      onSuccess: () => {
        finish();
        toast.success(profileTexts.completedTitle, { description: profileTexts.completedDescription });
        // Onboarding comes once, right after the profile is complete (then on to where the user was going).
        const next = pendingNavigation.take();
        void navigate(user && !user.onboarded ? onboardingPath(next) : next);
      },
    });

  const value = useMemo(() => ({ requireCompleteProfile }), [requireCompleteProfile]);

  return (
    <ProfileGateContext.Provider value={value}>
      {children}
      {user ? (
        <ProfileDialog
          mode={mode === 'forced' ? 'forced' : 'welcome'}
          open={open}
          onOpenChange={(next) => {
            if (next) return;
            pendingNavigation.clear();
            finish();
          }}
          user={user}
          pending={updateProfile.isPending}
          onSubmit={onSubmit}
        />
      ) : null}
    </ProfileGateContext.Provider>
  );
}

/**
 * Profile gate (spec §4): a user without first or last name gets the forced Complete Your Profile
 * dialog; a profile created within 5 minutes gets the dismissible one, once per session.
 */
export function ProfileGateProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return <ProfileGateInner key={user?.id ?? 'visitor'}>{children}</ProfileGateInner>;
}
