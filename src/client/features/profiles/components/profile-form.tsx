import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { MapPin } from 'lucide-react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import {
  BIO_COUNTDOWN_FROM,
  isPhoneNumber,
  locationPickerTexts,
  phoneCountryCodes,
  PROFILE_TEXT_MAX,
  profileTexts,
  type OwnProfile,
  type UpdateProfileBody,
} from '../../../../domain/profile';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, NativeSelect, Textarea } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { codeForCountry, joinPhone, phoneToForm } from '../lib/phone';
import { LocationCombobox } from '@/components/location-combobox';
import { ProfilePhotoField } from './profile-photo-field';

/** Leaflet comes with this dialog only. */
const LocationPickerDialog = lazy(() => import('./location-picker-dialog'));

const profileFormSchema = z
  .object({
    first_name: z.string().trim().min(1, profileTexts.firstNameRequired).max(PROFILE_TEXT_MAX.name, profileTexts.firstNameTooLong),
    last_name: z.string().trim().min(1, profileTexts.lastNameRequired).max(PROFILE_TEXT_MAX.name, profileTexts.lastNameTooLong),
    location: z.string().trim().max(PROFILE_TEXT_MAX.location, profileTexts.locationTooLong),
    phone_country: z.string(),
    phone_number: z.string().trim(),
    bio: z.string().trim().max(PROFILE_TEXT_MAX.bio, profileTexts.bioTooLong),
  })
  // The server's rule on the number as it will be saved (country code included): one rule, not a look-alike.
  .superRefine((values, ctx) => {
    if (values.phone_number === '' || isPhoneNumber(joinPhone(codeForCountry(values.phone_country), values.phone_number))) return;
    ctx.addIssue({ code: 'custom', path: ['phone_number'], message: profileTexts.phoneInvalid });
  });
type ProfileFormInput = z.input<typeof profileFormSchema>;
type ProfileFormOutput = z.output<typeof profileFormSchema>;

export function profileFormDefaults(user: OwnProfile | null | undefined): ProfileFormInput {
  const phone = phoneToForm(user?.phone);
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    location: user?.location ?? '',
    phone_country: phone.country,
    phone_number: phone.number,
    bio: user?.bio ?? '',
  };
}

export function toUpdateProfileBody(values: ProfileFormOutput): UpdateProfileBody {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    location: values.location,
    bio: values.bio,
    phone: joinPhone(codeForCountry(values.phone_country), values.phone_number),
  };
}

/** The combobox bound to the form; FormField passes id and aria attributes through. */
function LocationField({
  control,
  ...aria
}: {
  control: Control<ProfileFormInput, unknown, ProfileFormOutput>;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <Controller
      control={control}
      name="location"
      render={({ field }) => (
        <LocationCombobox {...aria} maxLength={PROFILE_TEXT_MAX.location} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
      )}
    />
  );
}

/**
 * First and last name (checked on blur and on save, cleared on typing), location with suggestions,
 * phone (24 country codes plus number) and a 3-row bio. Used by Complete Your Profile and Edit Profile.
 */
export function ProfileForm({
  user,
  pending,
  submitLabel,
  secondaryAction,
  onSubmit,
}: {
  user: OwnProfile | null | undefined;
  pending: boolean;
  submitLabel: string;
  secondaryAction?: ReactNode;
  onSubmit: (body: UpdateProfileBody) => void;
}) {
  const phoneId = useId();
  const [picking, setPicking] = useState(false);
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onTouched',
    defaultValues: profileFormDefaults(user),
  });
  const { errors } = form.formState;
  const [firstName, lastName] = useWatch({ control: form.control, name: ['first_name', 'last_name'] });
  const namesBlank = !firstName?.trim() || !lastName?.trim();
  const bioLength = useWatch({ control: form.control, name: 'bio' })?.length ?? 0;

  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(toUpdateProfileBody(values)))} noValidate className="space-y-4">
      <ProfilePhotoField user={user} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.first_name?.message}>
          <Input autoComplete="given-name" aria-required="true" maxLength={PROFILE_TEXT_MAX.name} {...form.register('first_name')} />
        </FormField>
        <FormField label="Last name" error={errors.last_name?.message}>
          <Input autoComplete="family-name" aria-required="true" maxLength={PROFILE_TEXT_MAX.name} {...form.register('last_name')} />
        </FormField>
      </div>
      <FormField label="Location" error={errors.location?.message} hint="Only your city is shown to other members.">
        <LocationField control={form.control} />
      </FormField>
      <Button type="button" variant="outline" size="sm" className="-mt-2" onClick={() => setPicking(true)}>
        <MapPin aria-hidden="true" />
        {locationPickerTexts.open}
      </Button>
      {picking ? (
        <Suspense fallback={null}>
          <LocationPickerDialog
            initial={form.getValues('location')}
            onCancel={() => setPicking(false)}
            onConfirm={(location) => {
              form.setValue('location', location, { shouldDirty: true, shouldValidate: true });
              setPicking(false);
            }}
          />
        </Suspense>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor={`${phoneId}-number`}>Phone</Label>
        {/* The select is as wide as its longest option; on a narrow screen the number goes to the next line rather than shrink. */}
        <div className="flex flex-wrap gap-2">
          <NativeSelect aria-label="Country code" className="w-auto shrink-0" {...form.register('phone_country')}>
            {phoneCountryCodes.map((entry) => (
              <option key={entry.country} value={entry.country}>
                {entry.country} {entry.code}
              </option>
            ))}
          </NativeSelect>
          <Input
            id={`${phoneId}-number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="50 123 4567"
            className="w-auto min-w-40 flex-1"
            aria-invalid={errors.phone_number ? true : undefined}
            aria-describedby={errors.phone_number ? `${phoneId}-error` : undefined}
            {...form.register('phone_number')}
          />
        </div>
        <FieldError id={`${phoneId}-error`}>{errors.phone_number?.message}</FieldError>
      </div>
      <FormField
        label="Bio"
        error={errors.bio?.message}
        {...(bioLength >= BIO_COUNTDOWN_FROM ? { hint: profileTexts.charactersLeft(Math.max(0, PROFILE_TEXT_MAX.bio - bioLength)) } : {})}
      >
        <Textarea rows={3} maxLength={PROFILE_TEXT_MAX.bio} placeholder="Tell renters a little about yourself and your gear." {...form.register('bio')} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" pending={pending} disabled={namesBlank}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
