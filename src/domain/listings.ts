import { MAX_IMAGE_BYTES, imageTexts } from './images';
/**
 * Listings: texts, limits and the small rules about a listing. Split by purpose: request schemas in
 * listing-inputs.ts, availability choices in listing-availability.ts, response shapes in listing-schemas.ts.
 */
/** Spec marketplace-core §5, §8, §9: every listing text the client shows and the server answers with. */
/** How long a listing's texts may be: the server refuses more, the form stops typing there. */
export const LISTING_TEXT_MAX = { title: 120, description: 5000, location: 300 } as const;

export const listingTexts = {
  missingFieldsTitle: 'Missing required fields',
  missingFields: 'Please fill in all required fields',
  /** The form's note under each empty required field (the toast keeps the spec's general text). */
  required: {
    title: 'Please enter a title',
    description: 'Please enter a description',
    category: 'Please choose a category',
    price_per_day: 'Please enter a daily price',
    location: 'Please enter a location',
  },
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
  editPhotosHint: 'Photo changes are saved with Save Changes (Cancel keeps the photos as they were). The first photo is the main photo — drag or use the arrows to reorder.',
  // Server rule texts (the spec leaves them to us).
  notOwner: 'Only the owner of this listing can change it',
  invalidCategory: 'Please choose a category from the list',
  titleTooLong: `Title must be at most ${LISTING_TEXT_MAX.title} characters`,
  descriptionTooLong: `Description must be at most ${LISTING_TEXT_MAX.description} characters`,
  locationTooLong: `Location must be at most ${LISTING_TEXT_MAX.location} characters`,
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
  photoSelectionMismatch: 'Photos to keep must be photos of this listing, each listed once',
  photoNotFound: 'Photo not found',
  photoTooLarge: imageTexts.tooLarge,
  notAnImage: imageTexts.notAnImage,
  unsupportedImage: imageTexts.unsupported,
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
export const MAX_PHOTO_BYTES = MAX_IMAGE_BYTES;
export const ALWAYS_AVAILABLE_DAYS = 180;
/** Edit-form detection (spec §4): ≥ 170 dates and all of the next 30 days → "always available". */
export const ALWAYS_AVAILABLE_DETECT_MIN_DATES = 170;
export const ALWAYS_AVAILABLE_DETECT_NEXT_DAYS = 30;
/** How far ahead an owner may open days (keeps calendars and responses bounded). */
export const MAX_AVAILABILITY_AHEAD_DAYS = 730;
export const MAX_DATES_PER_AVAILABILITY_UPDATE = 800;
export const MAX_PRICE = 1_000_000;
export const NEW_LISTING_DAYS = 7;


/** New badge: created within the last 7 days. */
export function isNewListing(createdAt: string, now: Date): boolean {
  return now.getTime() - new Date(createdAt).getTime() < NEW_LISTING_DAYS * 86_400_000;
}

/** Average to one decimal (4.25 → 4.3); 0 when there are no ratings. */
export function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}
