import { z } from 'zod';
import { listingStatuses } from './listings';
import { personSchema } from './person';

/** Response shapes of the listing, review and favorite operations (shared by server routes and the client's API layer). */

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
  /** Signed-in non-owner: the dates of their own active rentals of any listing, ending today or later (renterConflictStatuses). */
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
  /** Null: not published yet, shown only to its author (the review privacy rule, src/domain/reviews.ts). */
  published_at: z.string().nullable(),
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
  /** Null: not published yet, shown only to its author. */
  published_at: z.string().nullable(),
  /** What the reviewee was in that reservation. */
  reviewee_role: z.enum(['renter', 'owner']),
  reviewer: personSchema,
});
export type UserReview = z.infer<typeof userReviewSchema>;

const ratingSummarySchema = z.object({ average_rating: z.number(), review_count: z.number().int() });

export const userReviewsSchema = z.object({
  /** Of published reviews only, to one decimal; also split by the role the user had. */
  average_rating: z.number(),
  review_count: z.number().int(),
  as_renter: ratingSummarySchema,
  as_owner: ratingSummarySchema,
  reviews: z.array(userReviewSchema),
});
export type UserReviews = z.infer<typeof userReviewsSchema>;

export const favoriteCardSchema = listingCardSchema.extend({ favorited_at: z.string() });
export const favoritesSchema = z.object({ favorites: z.array(favoriteCardSchema) });
export type FavoriteCard = z.infer<typeof favoriteCardSchema>;
