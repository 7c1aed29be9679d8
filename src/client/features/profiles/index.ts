/** What other features use of profiles: the profile-completion gate (e.g. before adding a listing). */
export { useProfileGate } from './components/profile-gate-provider';
/** The profile dialog's phone parts (country-code list, joining), reused by the phone verification card. */
export { codeForCountry, joinPhone, phoneToForm } from './lib/phone';
