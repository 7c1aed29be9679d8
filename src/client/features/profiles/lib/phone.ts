import { phoneCountryCodes, splitPhone } from '../../../../domain/profile';

export type PhoneCountry = (typeof phoneCountryCodes)[number]['country'];

/** Phone is saved as country code plus number, or empty when there is no number (spec §5). */
export function joinPhone(code: string, number: string): string {
  const digits = number.trim();
  return digits ? `${code} ${digits}` : '';
}

/** The first country with this code (US for +1), defaulting to US. */
export function countryForCode(code: string): PhoneCountry {
  return phoneCountryCodes.find((entry) => entry.code === code)?.country ?? 'US';
}

export function codeForCountry(country: string): string {
  return phoneCountryCodes.find((entry) => entry.country === country)?.code ?? '+1';
}

/** A stored phone as the form's {country, number}. */
export function phoneToForm(stored: string | null | undefined): { country: PhoneCountry; number: string } {
  const { code, number } = splitPhone(stored);
  return { country: countryForCode(code), number };
}
