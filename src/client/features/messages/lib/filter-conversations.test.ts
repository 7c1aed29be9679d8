import { describe, expect, it } from 'vitest';
import { filterConversations } from './filter-conversations';

const person = (first: string | null, last: string | null) => ({ id: crypto.randomUUID(), first_name: first, last_name: last, profile_photo_url: null, deleted: false });
const listing = (title: string) => ({ id: crypto.randomUUID(), title, photo_url: null });

const conversations = [
  { key: 'maya-tent', other_person: person('Maya', 'Cohen'), listing: listing('4-person camping tent') },
  { key: 'daniel-bike', other_person: person('Daniel', 'Levi'), listing: listing('Trek Marlin 7 mountain bike') },
  { key: 'noa-none', other_person: person('Noa', null), listing: null },
  { key: 'chloe-drone', other_person: person('Chloé', 'Lévy'), listing: listing('DJI Mini 3 Pro drone') },
];
const keys = (search: string) => filterConversations(conversations, search).map((c) => c.key);

describe('the conversation list search', () => {
  it('keeps everything, in order, for an empty search', () => {
    expect(keys('')).toEqual(['maya-tent', 'daniel-bike', 'noa-none', 'chloe-drone']);
    expect(keys('   ')).toEqual(['maya-tent', 'daniel-bike', 'noa-none', 'chloe-drone']);
  });

  it('finds by first name, last name or listing title, ignoring case', () => {
    expect(keys('maya')).toEqual(['maya-tent']);
    expect(keys('LEVI')).toEqual(['daniel-bike']);
    expect(keys('tent')).toEqual(['maya-tent']);
    expect(keys('bike')).toEqual(['daniel-bike']);
    expect(keys('noa')).toEqual(['noa-none']);
  });

  it('ignores accents both ways', () => {
    expect(keys('chloe levy')).toEqual(['chloe-drone']);
    expect(keys('Chloé')).toEqual(['chloe-drone']);
  });

  it('needs every word to match somewhere (name and title together)', () => {
    expect(keys('maya tent')).toEqual(['maya-tent']);
    expect(keys('maya bike')).toEqual([]);
  });

  it('does not search other fields (the preview text, the ids)', () => {
    expect(keys(conversations[0]!.other_person.id.slice(0, 8))).toEqual([]);
    expect(keys('zzz')).toEqual([]);
  });
});
