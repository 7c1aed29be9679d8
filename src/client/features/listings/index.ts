/** What other features use of listings: a person's listings and listing reviews on their profile page. */
export { ProfileListingsSection, ProfileReviewsSection } from './components/profile-sections';
