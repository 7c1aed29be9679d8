import { describe, expect, it } from 'vitest';
import { fullName, personSchema, unnamedPerson, visiblePerson } from './person';

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
      deleted: false,
      email: 'dana@example.com',
    });
    expect(parsed).not.toHaveProperty('email');
  });
});

describe('visiblePerson', () => {
  const row = { id: '00000000-0000-4000-8000-000000000001', first_name: 'Dana', last_name: 'Levi', profile_photo_url: '/media/x.webp' };

  it('shows a live account as it is', () => {
    expect(visiblePerson({ ...row, deleted: false })).toEqual({ ...row, deleted: false });
    expect(visiblePerson({ ...row, deleted: null })).toEqual({ ...row, deleted: false });
  });

  it('shows a deleted account as "Deleted user", without name or photo', () => {
    const person = visiblePerson({ ...row, deleted: '2026-11-24T06:00:00Z' });
    expect(person).toEqual({ id: row.id, first_name: null, last_name: null, profile_photo_url: null, deleted: true });
    expect(fullName(person, unnamedPerson.member)).toBe('Deleted user');
    expect(visiblePerson({ ...row, deleted: true }).deleted).toBe(true);
  });
});
