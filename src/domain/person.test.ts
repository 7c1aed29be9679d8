import { describe, expect, it } from 'vitest';
import { fullName, personSchema } from './person';

describe('fullName', () => {
  it('joins the filled-in parts', () => {
    expect(fullName({ first_name: ' Dana ', last_name: 'Levi' }, 'x')).toBe('Dana Levi');
    expect(fullName({ first_name: 'Dana', last_name: null }, 'x')).toBe('Dana');
    expect(fullName({ first_name: null, last_name: 'Levi' }, 'x')).toBe('Levi');
  });

  it('falls back when nothing is filled in', () => {
    expect(fullName({ first_name: '  ', last_name: null }, 'Gearloop member')).toBe('Gearloop member');
    expect(fullName(undefined, 'Owner')).toBe('Owner');
  });
});

describe('personSchema', () => {
  it('keeps only the public fields', () => {
    const parsed = personSchema.parse({
      id: '00000000-0000-4000-8000-000000000001',
      first_name: 'Dana',
      last_name: 'Levi',
      profile_photo_url: null,
      email: 'dana@example.com',
    });
    expect(parsed).not.toHaveProperty('email');
  });
});
