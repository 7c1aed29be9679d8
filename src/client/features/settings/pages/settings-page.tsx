import { Settings } from 'lucide-react';
import { settingsTexts } from '@domain/account';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/session/auth-provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSettings } from '../api/settings';
import { ChangePasswordCard } from '../components/change-password-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { NotificationSettingsCard } from '../components/notification-settings';

/** /settings (sign-in required): notification switches, Change Password, Delete Account (spec §2 Settings). */
export function SettingsPage() {
  useDocumentTitle(settingsTexts.title);
  const { user } = useAuth();
  const settings = useSettings(Boolean(user));

  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{settingsTexts.title}</h1>
      {!user || !settings.isSuccess ? (
        <QueryState
          query={settings}
          signIn={{ signedIn: Boolean(user), description: 'Sign in to change your settings.' }}
          skeleton={<Skeleton className="h-64 w-full rounded-xl" />}
          notFound={{ icon: Settings, title: 'Settings unavailable', description: 'Please try again later.' }}
          errorTitle="Could not load your settings"
        />
      ) : (
        <>
          <NotificationSettingsCard settings={settings.data} />
          <ChangePasswordCard hasPassword={settings.data.has_password} />
          <DeleteAccountCard hasPassword={settings.data.has_password} />
        </>
      )}
    </div>
  );
}
