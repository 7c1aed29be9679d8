import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { type NotificationSettings, type SettingsResponse, settingsTexts } from '@domain/account';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { useUpdateSettings } from '../api/settings';

const switches: { key: keyof NotificationSettings; label: string; hint: string }[] = [
  { key: 'whatsapp_notifications', label: settingsTexts.whatsapp, hint: settingsTexts.whatsappHint },
  { key: 'email_notifications', label: settingsTexts.email, hint: settingsTexts.emailHint },
  { key: 'marketing_emails', label: settingsTexts.marketing, hint: settingsTexts.marketingHint },
];

function SettingSwitch({
  label,
  hint,
  checked,
  onChange,
  extra,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  extra?: React.ReactNode;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0 space-y-0.5">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
        {extra}
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-hint`} />
    </li>
  );
}

/** The three switches (spec §2 Settings), each saved at once: "Settings updated" / "Error updating settings". */
export function NotificationSettingsCard({ settings }: { settings: SettingsResponse }) {
  const update = useUpdateSettings();
  const save = (key: keyof NotificationSettings, value: boolean) =>
    update.mutate({ [key]: value }, { onSuccess: () => toast.success(settingsTexts.updated, { description: settingsTexts.updatedDetail }) });

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{settingsTexts.notificationsTitle}</h2>
      <ul className="divide-y divide-slate-200">
        {switches.map((item) => (
          <SettingSwitch
            key={item.key}
            label={item.label}
            hint={item.hint}
            checked={settings[item.key]}
            onChange={(value) => save(item.key, value)}
            extra={
              item.key === 'whatsapp_notifications' && settings.whatsapp_notifications && !settings.phone_verified ? (
                <p className="text-sm text-amber-800">
                  {settingsTexts.whatsappNeedsPhone}{' '}
                  <Link to="/verification" className="font-medium text-brand-700 underline-offset-4 hover:underline">
                    Verify now
                  </Link>
                </p>
              ) : null
            }
          />
        ))}
      </ul>
    </Card>
  );
}
