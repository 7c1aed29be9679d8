import { z } from 'zod';
import { textInput } from './text';
import { personSchema } from './person';
import { datesToRanges } from './availability';
import { isCategory } from './categories';
import { addDays, isIsoDate, isoDateSchema, type IsoDate } from './dates';
import { MAX_DISCOUNT_PERCENT } from './pricing';

/** Spec marketplace-core §5, §8, §9: every listing text the client shows and the server answers with. */
export const listingTexts = {
  missingFieldsTitle: 'Missing required fields',
  missingFields: 'Please fill in all required fields',
  imagesRequiredTitle: 'Images required',
  imagesRequired: 'Please upload at least one image',
  availabilityRequiredTitle: 'Availability required',
  availabilityRequired: 'Please select at least one availability period',
  authRequiredTitle: 'Authentication required',
  authRequired: 'Please sign in to create a listing',
  createFailed: 'Error creating listing',
  created: 'Listing created!',
  createdDescription: 'Your item is now live and ready for bookings.',
  updated: 'Listing updated',
  updateFailed: 'Failed to update listing',
  deleted: 'Listing deleted',
  deleteFailed: 'Failed to delete listing',
  notFound: 'Listing not found',
  editNotFound: "The listing you're trying to edit doesn't exist.",
  availabilityUpdated: 'Availability updated',
  availabilityUpdatedDescription: 'Your listing availability has been updated successfully',
  availabilityUpdateFailed: 'Update failed',
  availabilityUpdateFailedFallback: 'Failed to update availability',
  reservedDay: 'Reserved - not available for booking',
  viewReservation: 'View reservation',
  // Server rule texts (the spec leaves them to us).
  notOwner: 'Only the owner of this listing can change it',
  invalidCategory: 'Please choose a category from the list',
  titleTooLong: 'Title must be at most 120 characters',
  descriptionTooLong: 'Description must be at most 5000 characters',
  locationTooLong: 'Location must be at most 300 characters',
  priceInvalid: 'Price must be a number of at least 0 with at most 2 decimals',
  priceTooHigh: 'Price must be at most ₪1,000,000',
  salePriceRequired: 'Please enter a sale price for an item that is for sale',
  minimumDaysInvalid: 'Minimum rental days must be a whole number of at least 1',
  minimumDaysTooHigh: 'Minimum rental days must be at most 365',
  discountInvalid: 'Discounts must be whole percentages between 0 and 50',
  periodOrder: 'An availability period must end on or after its start date',
  periodInPast: 'Availability dates cannot be in the past',
  periodsOverlap: 'Availability periods may not overlap',
  periodTooFar: 'Availability can be set at most 2 years ahead',
  tooManyPhotos: 'A listing can have at most 10 photos',
  lastPhoto: 'A listing needs at least one photo: add another before removing this one',
  photoOrderMismatch: 'The new order must list every photo of the listing exactly once',
  photoNotFound: 'Photo not found',
  photoTooLarge: (name: string) => `${name} is larger than 10 MB. Please choose a smaller image`,
  notAnImage: (name: string) => `Images only: ${name} is not an image`,
  unsupportedImage: (name: string) =>
    `Images only: ${name} is not a supported image (use JPEG, PNG, WebP, GIF or AVIF)`,
  notMultipart: 'Send the listing as multipart/form-data with a data field and photos',
  dataFieldInvalid: 'The data field must be the listing as JSON',
  pastDates: 'Past dates cannot be changed',
  tooManyDates: 'At most 800 dates can be changed at once',
  activeReservations: 'This listing has active reservations. Decline, cancel or complete them before deleting it.',
  invalidListingId: 'Invalid listing id',
} as const;

/** Toast title for a server validation message (client: "title / message"). */
export function listingErrorTitle(message: string): string {
  if (message === listingTexts.missingFields) return listingTexts.missingFieldsTitle;
  if (message === listingTexts.imagesRequired) return listingTexts.imagesRequiredTitle;
  if (message === listingTexts.availabilityRequired) return listingTexts.availabilityRequiredTitle;
  return listingTexts.createFailed;
}

export const listingStatuses = ['active', 'inactive'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

export const MAX_LISTING_PHOTOS = 10;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const ALWAYS_AVAILABLE_DAYS = 180;
/** Edit-form detection (spec §4): ≥ 170 dates and all of the next 30 days → "always available". */
export const ALWAYS_AVAILABLE_DETECT_MIN_DATES = 170;
export const ALWAYS_AVAILABLE_DETECT_NEXT_DAYS = 30;
/** How far ahead an owner may open days (keeps calendars and responses bounded). */
export const MAX_AVAILABILITY_AHEAD_DAYS = 730;
export const MAX_DATES_PER_AVAILABILITY_UPDATE = 800;
export const MAX_PRICE = 1_000_000;
export const NEW_LISTING_DAYS = 7;


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

export const availabilityPeriodSchema = z.strictObject({ start: isoDateSchema, end: isoDateSchema });
export type AvailabilityPeriod = z.infer<typeof availabilityPeriodSchema>;

/** "always" = the next 180 days from today (market time zone); "specific" = the given inclusive periods. */
export const availabilityInputSchema = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({ mode: z.literal('always') }),
    z.strictObject({
      mode: z.literal('specific'),
      periods: z.array(availabilityPeriodSchema, { error: listingTexts.availabilityRequired }).min(1, listingTexts.availabilityRequired).max(100),
    }),
  ],
  { error: listingTexts.availabilityRequired },
);
export type AvailabilityInput = z.infer<typeof availabilityInputSchema>;

const listingFields = {
  title: textInput('Title', required).trim().min(1, listingTexts.missingFields).max(120, listingTexts.titleTooLong),
  description: textInput('Description', required).trim().min(1, listingTexts.missingFields).max(5000, listingTexts.descriptionTooLong),
  category: textInput('Category', required)
    .trim()
    .min(1, listingTexts.missingFields)
    .refine(isCategory, listingTexts.invalidCategory),
  location: textInput('Location', required).trim().min(1, listingTexts.missingFields).max(300, listingTexts.locationTooLong),
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
});
export type UpdateListingInput = z.infer<typeof updateListingInput>;

export const listingStatusInput = z.strictObject({ status: z.enum(listingStatuses, { error: 'Status must be active or inactive' }) });

export const photoOrderInput = z.strictObject({
  photo_ids: z.array(z.uuid('Invalid photo id')).min(1, listingTexts.photoOrderMismatch).max(MAX_LISTING_PHOTOS, listingTexts.tooManyPhotos),
});

export const availabilityUpdateInput = z.strictObject({
  dates: z
    .array(isoDateSchema, { error: 'dates must be a list of YYYY-MM-DD dates' })
    .min(1, 'Select at least one date')
    .max(MAX_DATES_PER_AVAILABILITY_UPDATE, listingTexts.tooManyDates),
  available: z.boolean({ error: 'available must be true or false' }),
});
export type AvailabilityUpdateInput = z.infer<typeof availabilityUpdateInput>;

/**
 * The days an availability choice stands for, or the rule it breaks. "always" = today + 179 days;
 * specific periods must be real, ordered, not in the past, not overlapping and at most 2 years ahead.
 */
export function availabilityDates(input: AvailabilityInput, today: IsoDate): { dates: IsoDate[] } | { error: string } {
  if (input.mode === 'always') return { dates: rangeDays(today, addDays(today, ALWAYS_AVAILABLE_DAYS - 1)) };
  if (input.periods.length === 0) return { error: listingTexts.availabilityRequired };
  const lastAllowed = addDays(today, MAX_AVAILABILITY_AHEAD_DAYS);
  for (const period of input.periods) {
    if (!isIsoDate(period.start) || !isIsoDate(period.end)) return { error: 'Dates must be real calendar dates in the form YYYY-MM-DD' };
    if (period.end < period.start) return { error: listingTexts.periodOrder };
    if (period.start < today) return { error: listingTexts.periodInPast };
    if (period.end > lastAllowed) return { error: listingTexts.periodTooFar };
  }
  const sorted = [...input.periods].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  for (let index = 1; index < sorted.length; index += 1) {
    if (sorted[index]!.start <= sorted[index - 1]!.end) return { error: listingTexts.periodsOverlap };
  }
  return { dates: sorted.flatMap((period) => rangeDays(period.start, period.end)) };
}

function rangeDays(start: IsoDate, end: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Edit form (spec §4): "always available" when at least 170 dates are present and every one of the next
 * 30 days is; otherwise consecutive ranges with past dates dropped.
 */
export function detectAvailability(availableDates: readonly IsoDate[], today: IsoDate): AvailabilityInput | { mode: 'specific'; periods: AvailabilityPeriod[] } {
  const set = new Set(availableDates);
  const nextDays = rangeDays(today, addDays(today, ALWAYS_AVAILABLE_DETECT_NEXT_DAYS - 1));
  if (set.size >= ALWAYS_AVAILABLE_DETECT_MIN_DATES && nextDays.every((day) => set.has(day))) return { mode: 'always' };
  const periods = datesToRanges(availableDates.filter((date) => date >= today));
  return { mode: 'specific', periods };
}

/** New badge: created within the last 7 days. */
export function isNewListing(createdAt: string, now: Date): boolean {
  return now.getTime() - new Date(createdAt).getTime() < NEW_LISTING_DAYS * 86_400_000;
}

// ---- Response shapes (shared by server routes and the client's API layer) ----

export const listingPhotoSchema = z.object({
  id: z.uuid(),
  card_url: z.string(),
  full_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

/** One card in any grid (feed, search, favorites, my listings, profile). */
export const listingCardSchema = z.object({
  listing_id: z.uuid(),
  owner_id: z.uuid(),
  title: z.string(),
  category: z.string(),
  /** Approximate ("City, Country") unless the viewer owns the listing. */
  location: z.string(),
  price_per_day: z.number(),
  for_sale: z.boolean(),
  sale_price: z.number().nullable(),
  status: z.enum(listingStatuses),
  created_at: z.string(),
  /** The card-size (~480 px) WebP of the main photo, or null. */
  main_photo_url: z.string().nullable(),
  /** Average of listing reviews to one decimal; 0 when there are none. */
  average_rating: z.number(),
  review_count: z.number().int(),
  owner: personSchema,
  is_owner: z.boolean(),
  is_favorite: z.boolean(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

export const listingDetailSchema = z.object({
  listing_id: z.uuid(),
  owner_id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  /** Full address for the owner, last two comma-separated parts for everyone else. */
  location: z.string(),
  /** Owner only. */
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable().optional(),
  price_per_day: z.number(),
  minimum_rental_days: z.number().int(),
  weekly_discount: z.number().int(),
  monthly_discount: z.number().int(),
  /** Full-size (~1600 px) WebP of the first photo. */
  main_photo_url: z.string().nullable(),
  additional_photo_urls: z.array(z.string()),
  photos: z.array(listingPhotoSchema),
  /** Available days from today on (market time zone), sorted. */
  available_dates: z.array(z.string()),
  status: z.enum(listingStatuses),
  for_sale: z.boolean(),
  sale_price: z.number().nullable(),
  created_at: z.string(),
  average_rating: z.number(),
  review_count: z.number().int(),
  owner: personSchema,
  is_owner: z.boolean(),
  is_favorite: z.boolean(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

export const listingCalendarSchema = z.object({
  available_dates: z.array(z.string()),
  /** Owner only: each day held by a reservation, with the reservation to link to. */
  reserved: z.array(z.object({ date: z.string(), reservation_id: z.uuid() })),
  /** Signed-in non-owner: their own active rentals of this listing (renterConflictStatuses). */
  blocked_ranges: z.array(z.object({ start_date: z.string(), end_date: z.string() })),
});
export type ListingCalendar = z.infer<typeof listingCalendarSchema>;

export const myListingsSchema = z.object({
  listings: z.array(listingCardSchema),
  counts: z.object({ active: z.number().int(), inactive: z.number().int() }),
});
export type MyListings = z.infer<typeof myListingsSchema>;

export const listingReviewSchema = z.object({
  listing_review_id: z.uuid(),
  listing_id: z.uuid(),
  user_id: z.uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  reservation_id: z.uuid(),
  created_at: z.string(),
  reviewer: personSchema,
});
export type ListingReview = z.infer<typeof listingReviewSchema>;

export const listingReviewsSchema = z.object({
  average_rating: z.number(),
  review_count: z.number().int(),
  reviews: z.array(listingReviewSchema),
});
export type ListingReviews = z.infer<typeof listingReviewsSchema>;

export const userReviewSchema = z.object({
  user_review_id: z.uuid(),
  reviewer_id: z.uuid(),
  reviewee_id: z.uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  reservation_id: z.uuid(),
  created_at: z.string(),
  reviewer: personSchema,
});
export type UserReview = z.infer<typeof userReviewSchema>;

export const userReviewsSchema = z.object({
  average_rating: z.number(),
  review_count: z.number().int(),
  reviews: z.array(userReviewSchema),
});
export type UserReviews = z.infer<typeof userReviewsSchema>;

export const favoriteCardSchema = listingCardSchema.extend({ favorited_at: z.string() });
export const favoritesSchema = z.object({ favorites: z.array(favoriteCardSchema) });
export type FavoriteCard = z.infer<typeof favoriteCardSchema>;

/** Average to one decimal (4.25 → 4.3); 0 when there are no ratings. */
export function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}
