/** Every query key of the listings feature. */
export const listingKeys = {
  all: ['listings'] as const,
  details: () => [...listingKeys.all, 'detail'] as const,
  detail: (listingId: string) => [...listingKeys.details(), listingId] as const,
  calendar: (listingId: string) => [...listingKeys.all, 'calendar', listingId] as const,
  reviews: (listingId: string) => [...listingKeys.all, 'reviews', listingId] as const,
  mine: () => [...listingKeys.all, 'mine'] as const,
  byProfile: (userId: string) => [...listingKeys.all, 'profile', userId] as const,
  profileReviews: (userId: string) => [...listingKeys.all, 'profile-reviews', userId] as const,
};
