/** What other features use of profiles: reading a person's own profile (auth answers with it). */
export { findProfile, toOwnProfile } from './queries';
