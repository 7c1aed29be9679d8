import { zodResolver } from '@hookform/resolvers/zod';
import { Save, Tag } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { LISTING_TEXT_MAX, listingTexts, MAX_LISTING_PHOTOS } from '../../../../domain/listings';
import { MAX_DISCOUNT_PERCENT } from '../../../../domain/pricing';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { LocationCombobox } from '@/components/location-combobox';
import { firstProblemToast, listingFormSchema, type AvailabilityState, type ListingFormValues } from '../lib/listing-form';
import { AvailabilityField } from './availability-field';
import { CategorySelect } from './category-select';
import { PhotoPicker, type PhotoItem } from './photo-picker';

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div>
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}

function LocationField({
  control,
  ...aria
}: {
  control: Control<ListingFormValues>;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <Controller
      control={control}
      name="location"
      render={({ field }) => (
        <LocationCombobox {...aria} maxLength={LISTING_TEXT_MAX.location} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
      )}
    />
  );
}

function ShekelInput(props: React.ComponentProps<typeof Input>) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-sm text-slate-500" aria-hidden="true">
        ₪
      </span>
      {/* Text, not number: a number box empties "1,5" or "12₪" silently, and the form then said the price was missing. */}
      <Input type="text" inputMode="decimal" autoComplete="off" className="ps-7" {...props} />
    </div>
  );
}

export type ListingFormSubmit = { values: ListingFormValues; availability: AvailabilityState; availabilityChanged: boolean };

type Props = {
  mode: 'create' | 'edit';
  defaultValues: ListingFormValues;
  defaultAvailability: AvailabilityState;
  photos: readonly PhotoItem[];
  onAddPhotos: (files: File[]) => void;
  onRemovePhoto: (key: string) => void;
  onMovePhoto: (from: number, to: number) => void;
  photosBusy?: boolean;
  photosHint?: string;
  pending: boolean;
  /** Upload progress 0–1 while submitting, or null. */
  progress?: number | null;
  onSubmit: (submit: ListingFormSubmit) => void;
  onCancel?: () => void;
};

/** The List Your Gear / Edit form (spec §2, §5): client checks mirror the server's, with the spec's toasts. */
export function ListingForm(props: Props) {
  const { mode, pending } = props;
  const photosHintId = useId();
  const form = useForm<ListingFormValues>({ resolver: zodResolver(listingFormSchema), defaultValues: props.defaultValues, mode: 'onTouched' });
  const [availability, setAvailability] = useState<AvailabilityState>(props.defaultAvailability);
  const [availabilityChanged, setAvailabilityChanged] = useState(false);
  const [photosError, setPhotosError] = useState(false);
  const [availabilityError, setAvailabilityError] = useState(false);
  const forSale = useWatch({ control: form.control, name: 'for_sale' });
  const errors = form.formState.errors;
  const failTitle = mode === 'create' ? listingTexts.createFailed : listingTexts.updateFailed;

  const onValid = (values: ListingFormValues) => {
    if (props.photos.length === 0) {
      setPhotosError(true);
      toast.error(listingTexts.imagesRequiredTitle, { description: listingTexts.imagesRequired });
      return;
    }
    if (availability.mode === 'specific' && availability.periods.length === 0) {
      setAvailabilityError(true);
      toast.error(listingTexts.availabilityRequiredTitle, { description: listingTexts.availabilityRequired });
      return;
    }
    props.onSubmit({ values, availability, availabilityChanged });
  };

  const onInvalid = (fieldErrors: FieldErrors<ListingFormValues>) => {
    const messages = Object.values(fieldErrors)
      .map((error) => error?.message)
      .filter((message): message is string => typeof message === 'string');
    const problem = firstProblemToast(messages, failTitle);
    if (problem) toast.error(problem.title, { description: problem.description });
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)} noValidate className="space-y-5" aria-busy={pending || undefined}>
      <fieldset disabled={pending} className="space-y-5">
        <Section title="The basics" description="What are you offering? A clear title and honest description get more bookings.">
          <FormField label="Title" error={errors.title?.message}>
            <Input placeholder="e.g. Canon EOS R6 with 24-105mm lens" maxLength={LISTING_TEXT_MAX.title} {...form.register('title')} />
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            <Textarea rows={5} placeholder="Condition, what's included, anything a renter should know…" maxLength={LISTING_TEXT_MAX.description} {...form.register('description')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Category" error={errors.category?.message}>
              <CategorySelect {...form.register('category')} />
            </FormField>
            <FormField label="Location" error={errors.location?.message} hint="Renters only see the city and country until they book.">
              <LocationField control={form.control} />
            </FormField>
          </div>
        </Section>

        <Section title="Pricing" description="Discounts apply automatically to longer rentals.">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Daily price" error={errors.price_per_day?.message}>
              <ShekelInput placeholder="0.00" {...form.register('price_per_day')} />
            </FormField>
            <FormField label="Minimum rental days" error={errors.minimum_rental_days?.message}>
              <Input type="number" inputMode="numeric" min="1" max="365" step="1" {...form.register('minimum_rental_days')} />
            </FormField>
            <FormField label="Weekly discount (%)" error={errors.weekly_discount?.message} hint="For 7 days or more, 0–50">
              <Input type="number" inputMode="numeric" min="0" max={MAX_DISCOUNT_PERCENT} step="1" {...form.register('weekly_discount')} />
            </FormField>
            <FormField label="Monthly discount (%)" error={errors.monthly_discount?.message} hint="For 30 days or more, 0–50">
              <Input type="number" inputMode="numeric" min="0" max={MAX_DISCOUNT_PERCENT} step="1" {...form.register('monthly_discount')} />
            </FormField>
          </div>
          <div className="rounded-xl border border-slate-200 p-3">
            <label className="flex cursor-pointer items-center justify-between gap-3">
              <span className="flex items-center gap-2">
                <Tag className="size-4 text-amber-700" aria-hidden="true" />
                <span>
                  <span className="block text-sm font-semibold text-slate-900">Also for sale</span>
                  <span className="block text-xs text-slate-600">Renters can ask to buy it; rental fees paid count toward the price.</span>
                </span>
              </span>
              <Controller
                control={form.control}
                name="for_sale"
                render={({ field }) => (
                  <button
                    type="button"
                    role="switch"
                    aria-checked={field.value}
                    aria-label="Also for sale"
                    onClick={() => field.onChange(!field.value)}
                    className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 ${field.value ? 'bg-brand-700' : 'bg-slate-300'}`}
                  >
                    <span className={`inline-block size-5 rounded-full bg-white shadow transition ${field.value ? 'translate-x-5' : 'translate-x-0.5'}`} />
                  </button>
                )}
              />
            </label>
            {forSale ? (
              <div className="mt-3 sm:max-w-xs">
                <FormField label="Sale price" error={errors.sale_price?.message}>
                  <ShekelInput placeholder="0.00" {...form.register('sale_price')} />
                </FormField>
              </div>
            ) : null}
          </div>
        </Section>

        <Section
          title="Photos"
          description={props.photosHint ?? `Up to ${MAX_LISTING_PHOTOS} images. The first one is the main photo — drag or use the arrows to reorder.`}
        >
          <div id={photosHintId} className="sr-only">
            Images only, at most {MAX_LISTING_PHOTOS}, 10 MB each.
          </div>
          <PhotoPicker
            photos={props.photos}
            onAdd={(files) => {
              setPhotosError(false);
              props.onAddPhotos(files);
            }}
            onRemove={props.onRemovePhoto}
            onMove={props.onMovePhoto}
            disabled={pending || props.photosBusy}
            busy={props.photosBusy}
            error={photosError}
            describedBy={photosHintId}
          />
          <FieldError>{photosError ? listingTexts.imagesRequired : undefined}</FieldError>
        </Section>

        <Section title="Availability" description="When can people rent it? You can fine-tune single days later from the listing page.">
          <Label className="sr-only">Availability</Label>
          <AvailabilityField
            value={availability}
            onChange={(next) => {
              setAvailability(next);
              setAvailabilityChanged(true);
              setAvailabilityError(false);
            }}
            error={availabilityError}
          />
          <FieldError>{availabilityError ? listingTexts.availabilityRequired : undefined}</FieldError>
        </Section>
      </fieldset>

      <div className="sticky bottom-16 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:rounded-2xl sm:border sm:px-5 md:bottom-0">
        {pending && typeof props.progress === 'number' ? (
          <div className="mb-2" aria-live="polite">
            <div className="h-1.5 overflow-hidden rounded-full bg-slate-200" role="progressbar" aria-label="Uploading" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(props.progress * 100)}>
              <div className="h-full bg-brand-600 transition-all" style={{ width: `${Math.round(props.progress * 100)}%` }} />
            </div>
            <p className="mt-1 text-xs text-slate-600">{props.progress < 1 ? `Uploading photos… ${Math.round(props.progress * 100)}%` : 'Processing photos…'}</p>
          </div>
        ) : null}
        <div className="flex gap-2 sm:justify-end">
          {props.onCancel ? (
            <Button variant="outline" size="lg" onClick={props.onCancel} disabled={pending}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" size="lg" pending={pending} className="flex-1 sm:flex-none">
            {pending ? null : <Save aria-hidden="true" />}
            {mode === 'create' ? (pending ? 'Publishing…' : 'Publish Listing') : pending ? 'Saving…' : 'Save Changes'}
          </Button>
        </div>
      </div>
    </form>
  );
}
