import { z } from 'zod';
import { isCategory, type Category } from '../../../../domain/categories';
import type { IsoDate } from '../../../../domain/dates';
import { detectAvailability, type AvailabilityInput, type AvailabilityPeriod } from '../../../../domain/listing-availability';
import { type CreateListingInput, type UpdateListingInput } from '../../../../domain/listing-inputs';
import { type ListingDetail } from '../../../../domain/listing-schemas';
import { LISTING_TEXT_MAX, listingTexts, MAX_PRICE } from '../../../../domain/listings';
import { MAX_DISCOUNT_PERCENT } from '../../../../domain/pricing';

const missing = listingTexts.missingFields;
const required = listingTexts.required;
const requiredMessages: readonly string[] = Object.values(required);

/**
 * A typed price with a decimal comma read as a point ("80,5" → "80.5"): the decimal keypad of comma locales has only
 * the comma. Three digits after it ("1,000") stay as typed, and are refused: a thousands separator is not a decimal.
 */
export function typedPrice(value: string): string {
  const trimmed = value.trim();
  return /^\d+,\d{1,2}$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
}

/** What is wrong with a typed price, in the server's words (listing-inputs.ts): not a price, or above the most. */
function priceProblem(value: string): string | null {
  const price = typedPrice(value);
  if (!/^\d+(\.\d{1,2})?$/.test(price)) return listingTexts.priceInvalid;
  return Number(price) > MAX_PRICE ? listingTexts.priceTooHigh : null;
}

function isWholeBetween(value: string, min: number, max: number): boolean {
  if (!/^\d+$/.test(value.trim())) return false;
  const number = Number(value);
  return number >= min && number <= max;
}

/** The form keeps what the inputs hold (strings); `toCreatePayload` turns it into the API's numbers. */
export const listingFormSchema = z
  .object({
    title: z.string().trim().min(1, required.title).max(LISTING_TEXT_MAX.title, listingTexts.titleTooLong),
    description: z.string().trim().min(1, required.description).max(LISTING_TEXT_MAX.description, listingTexts.descriptionTooLong),
    category: z
      .string()
      .min(1, required.category)
      .refine((value): boolean => value === '' || isCategory(value), listingTexts.invalidCategory),
    price_per_day: z
      .string()
      .trim()
      .min(1, required.price_per_day)
      .superRefine((value, ctx) => {
        const problem = value === '' ? null : priceProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    location: z.string().trim().min(1, required.location).max(LISTING_TEXT_MAX.location, listingTexts.locationTooLong),
    minimum_rental_days: z.string().refine((value) => isWholeBetween(value, 1, 365), listingTexts.minimumDaysInvalid),
    weekly_discount: z.string().refine((value) => isWholeBetween(value, 0, MAX_DISCOUNT_PERCENT), listingTexts.discountInvalid),
    monthly_discount: z.string().refine((value) => isWholeBetween(value, 0, MAX_DISCOUNT_PERCENT), listingTexts.discountInvalid),
    for_sale: z.boolean(),
    sale_price: z.string(),
  })
  .superRefine((value, ctx) => {
    if (!value.for_sale) return;
    if (!value.sale_price.trim()) ctx.addIssue({ code: 'custom', path: ['sale_price'], message: listingTexts.salePriceRequired });
    else {
      const problem = priceProblem(value.sale_price);
      if (problem) ctx.addIssue({ code: 'custom', path: ['sale_price'], message: problem });
    }
  });

export type ListingFormValues = z.infer<typeof listingFormSchema>;

/** Spec §5 defaults: minimum 1 day, discounts 0, not for sale. */
export const emptyListingForm: ListingFormValues = {
  title: '',
  description: '',
  category: '',
  price_per_day: '',
  location: '',
  minimum_rental_days: '1',
  weekly_discount: '0',
  monthly_discount: '0',
  for_sale: false,
  sale_price: '',
};

export type AvailabilityState = { mode: 'always' | 'specific'; periods: AvailabilityPeriod[] };

/** The scalar fields as the API wants them; the sale price is kept only when for-sale is on. */
export function toListingFields(values: ListingFormValues): Omit<CreateListingInput, 'availability'> & UpdateListingInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category as Category,
    location: values.location.trim(),
    price_per_day: Number(typedPrice(values.price_per_day)),
    minimum_rental_days: Number(values.minimum_rental_days),
    weekly_discount: Number(values.weekly_discount),
    monthly_discount: Number(values.monthly_discount),
    for_sale: values.for_sale,
    sale_price: values.for_sale ? Number(typedPrice(values.sale_price)) : null,
  };
}

export function toAvailabilityInput(state: AvailabilityState): AvailabilityInput {
  return state.mode === 'always' ? { mode: 'always' } : { mode: 'specific', periods: state.periods };
}

/** The edit form's values for a loaded listing, with availability detected (spec §4). */
export function formFromListing(listing: ListingDetail, today: IsoDate): { values: ListingFormValues; availability: AvailabilityState } {
  const detected = detectAvailability(listing.available_dates, today);
  return {
    values: {
      title: listing.title,
      description: listing.description,
      category: listing.category,
      price_per_day: String(listing.price_per_day),
      location: listing.location,
      minimum_rental_days: String(listing.minimum_rental_days),
      weekly_discount: String(listing.weekly_discount),
      monthly_discount: String(listing.monthly_discount),
      for_sale: listing.for_sale,
      sale_price: listing.sale_price === null ? '' : String(listing.sale_price),
    },
    availability: detected.mode === 'always' ? { mode: 'always', periods: [] } : { mode: 'specific', periods: detected.periods },
  };
}

/**
 * The first validation problem as the spec's toast: any empty required field gives "Missing required fields /
 * Please fill in all required fields" (each field names itself underneath); otherwise the first message.
 */
export function firstProblemToast(messages: readonly string[], fallbackTitle: string): { title: string; description: string } | null {
  if (messages.length === 0) return null;
  if (messages.some((message) => message === missing || requiredMessages.includes(message))) return { title: listingTexts.missingFieldsTitle, description: missing };
  return { title: fallbackTitle, description: messages[0]! };
}
