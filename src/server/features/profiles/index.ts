/** What other features use of profiles: reading a person's own profile (auth answers with it), and removing a photo. */
export { findProfile, toOwnProfile } from './queries';
export { deleteAvatarFiles } from './avatar';
