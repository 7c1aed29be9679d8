/** What other features use of profiles: the profile-completion gate (e.g. before adding a listing). */
export { useProfileGate } from './components/profile-gate-provider';
