import { describe, expect, it } from 'vitest';
import { isPhoneNumber, phoneCountryCodes, splitPhone } from '../../../../domain/profile';
import { codeForCountry, countryForCode, joinPhone, phoneToForm } from './phone';

describe('phone split and join', () => {
  it('offers 24 countries', () => {
    expect(phoneCountryCodes).toHaveLength(24);
  });

  it('saves country code plus number, or empty when there is no number', () => {
    expect(joinPhone('+972', '50 123 4567')).toBe('+972 50 123 4567');
    expect(joinPhone('+972', '   ')).toBe('');
    expect(joinPhone('+44', '')).toBe('');
  });

  it('round-trips through splitPhone, choosing the longest matching code', () => {
    for (const { code } of phoneCountryCodes) {
      const stored = joinPhone(code, '123 4567');
      expect(isPhoneNumber(stored)).toBe(true);
      expect(splitPhone(stored)).toEqual({ code, number: '123 4567' });
    }
    expect(splitPhone('+351912345678')).toEqual({ code: '+351', number: '912345678' });
  });

  it('takes a number only with 7 to 15 digits in all, not punctuation after a country code', () => {
    for (const junk of ['+1 -123', '+1 ()- -', '+972 ----', '+44 12 34', '+1 2345 6789 0123 456', '972 50 123 4567', '+972 50 123 4567 x']) {
      expect(isPhoneNumber(junk), junk).toBe(false);
    }
    for (const real of ['+1 (212) 555-0100', '+972 50-123-4567', '+290 22 345', '+44 20 7946 0958']) expect(isPhoneNumber(real), real).toBe(true);
  });

  it('defaults to +1 / US for an empty phone', () => {
    expect(phoneToForm(null)).toEqual({ country: 'US', number: '' });
    expect(phoneToForm('+972 50 123 4567')).toEqual({ country: 'Israel', number: '50 123 4567' });
  });

  it('maps between countries and codes', () => {
    expect(countryForCode('+1')).toBe('US');
    expect(codeForCountry('CA')).toBe('+1');
    expect(codeForCountry('UK')).toBe('+44');
    expect(codeForCountry('Atlantis')).toBe('+1');
  });
});
