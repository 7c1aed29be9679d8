/** What other features use of listings: the viewer's access rules and the one card query (feed, search, favorites). */
export { type ListingDeps, marketToday } from './access';
export { cardLocation, listingCardSql, type ListingCardRow, queryListingCards, toIsoString, toListingCard } from './card-query';
export { listingPagePath, listingSharePreview } from './share-preview';
