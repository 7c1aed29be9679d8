import { z } from 'zod';
import { isCategory } from './categories';
import { availabilityInputSchema } from './listing-availability';
import { LISTING_TEXT_MAX, listingStatuses, listingTexts, MAX_LISTING_PHOTOS, MAX_PRICE } from './listings';
import { MAX_DISCOUNT_PERCENT } from './pricing';
import { textInput } from './text';

/** Request schemas of the listing operations (create, update, status, photo order). */

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

const required = { error: listingTexts.missingFields };
const missingOr = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? listingTexts.missingFields : message),
});

const priceSchema = z
  .number(missingOr(listingTexts.priceInvalid))
  .finite(listingTexts.priceInvalid)
  .min(0, listingTexts.priceInvalid)
  .max(MAX_PRICE, listingTexts.priceTooHigh)
  .refine(hasAtMostTwoDecimals, listingTexts.priceInvalid);

const discountSchema = z
  .number({ error: listingTexts.discountInvalid })
  .int(listingTexts.discountInvalid)
  .min(0, listingTexts.discountInvalid)
  .max(MAX_DISCOUNT_PERCENT, listingTexts.discountInvalid);

const minimumDaysSchema = z
  .number({ error: listingTexts.minimumDaysInvalid })
  .int(listingTexts.minimumDaysInvalid)
  .min(1, listingTexts.minimumDaysInvalid)
  .max(365, listingTexts.minimumDaysTooHigh);

const listingFields = {
  title: textInput('Title', required).trim().min(1, listingTexts.missingFields).max(LISTING_TEXT_MAX.title, listingTexts.titleTooLong),
  description: textInput('Description', required).trim().min(1, listingTexts.missingFields).max(LISTING_TEXT_MAX.description, listingTexts.descriptionTooLong),
  category: textInput('Category', required)
    .trim()
    .min(1, listingTexts.missingFields)
    .refine(isCategory, listingTexts.invalidCategory),
  location: textInput('Location', required).trim().min(1, listingTexts.missingFields).max(LISTING_TEXT_MAX.location, listingTexts.locationTooLong),
  price_per_day: priceSchema,
  minimum_rental_days: minimumDaysSchema,
  weekly_discount: discountSchema,
  monthly_discount: discountSchema,
  for_sale: z.boolean(),
  sale_price: priceSchema.nullable(),
  availability: availabilityInputSchema,
};

/** The `data` field of POST /api/listings (multipart), photos travel as files. */
export const createListingInput = z
  .strictObject({
    ...listingFields,
    minimum_rental_days: minimumDaysSchema.default(1),
    weekly_discount: discountSchema.default(0),
    monthly_discount: discountSchema.default(0),
    for_sale: z.boolean().default(false),
    sale_price: priceSchema.nullable().optional(),
    availability: availabilityInputSchema,
  })
  .superRefine((value, ctx) => {
    if (value.for_sale && (value.sale_price === undefined || value.sale_price === null)) {
      ctx.addIssue({ code: 'custom', path: ['sale_price'], message: listingTexts.salePriceRequired });
    }
  })
  .transform((value) => ({ ...value, sale_price: value.for_sale ? (value.sale_price ?? null) : null }));
export type CreateListingInput = z.input<typeof createListingInput>;
export type CreateListing = z.output<typeof createListingInput>;

/** PATCH /api/listings/:id: any subset of the create fields (same rules). */
export const updateListingInput = z.strictObject({
  title: listingFields.title.optional(),
  description: listingFields.description.optional(),
  category: listingFields.category.optional(),
  location: listingFields.location.optional(),
  price_per_day: priceSchema.optional(),
  minimum_rental_days: minimumDaysSchema.optional(),
  weekly_discount: discountSchema.optional(),
  monthly_discount: discountSchema.optional(),
  for_sale: z.boolean().optional(),
  sale_price: priceSchema.nullable().optional(),
  availability: availabilityInputSchema.optional(),
  /**
   * The photos to keep, in their new order (first = main photo): any of the listing's photos left out is removed,
   * with the other changes, in one transaction. Only the listing's own photos, each once, at least one.
   */
  photo_ids: z
    .array(z.uuid('Invalid photo id'))
    .min(1, listingTexts.lastPhoto)
    .max(MAX_LISTING_PHOTOS, listingTexts.tooManyPhotos)
    .refine((ids) => new Set(ids).size === ids.length, listingTexts.photoSelectionMismatch)
    .optional(),
});
export type UpdateListingInput = z.infer<typeof updateListingInput>;

export const listingStatusInput = z.strictObject({ status: z.enum(listingStatuses, { error: 'Status must be active or inactive' }) });

export const photoOrderInput = z.strictObject({
  photo_ids: z.array(z.uuid('Invalid photo id')).min(1, listingTexts.photoOrderMismatch).max(MAX_LISTING_PHOTOS, listingTexts.tooManyPhotos),
});
