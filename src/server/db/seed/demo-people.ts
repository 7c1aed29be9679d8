import type { PlaceId } from './israel-places';

/** The demo community. The first two are the demo sign-ins (demo-accounts.ts). */
export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  home: PlaceId;
  bio: string;
  phone?: string;
  avatar: boolean;
  /** Relative number of listings this person owns. */
  listingWeight: number;
}

export const demoPeople: readonly DemoPerson[] = [
  { email: 'maya@demo.gearloop.app', firstName: 'Maya', lastName: 'Cohen', home: 'telAviv', bio: 'Photographer and weekend cyclist. My gear is well looked after — ask me anything.', phone: '+972 54-311-2040', avatar: true, listingWeight: 6 },
  { email: 'daniel@demo.gearloop.app', firstName: 'Daniel', lastName: 'Levi', home: 'ramatGan', bio: 'I rent before I buy. Careful with everything I borrow.', phone: '+972 52-874-1190', avatar: true, listingWeight: 0 },
  { email: 'noa.mizrahi@demo.gearloop.app', firstName: 'Noa', lastName: 'Mizrahi', home: 'haifa', bio: 'Climber, diver and Carmel trail runner.', avatar: true, listingWeight: 2 },
  { email: 'yossi.peretz@demo.gearloop.app', firstName: 'Yossi', lastName: 'Peretz', home: 'beerSheva', bio: 'Dad of three, handyman, owner of too many tools.', avatar: false, listingWeight: 2 },
  { email: 'tamar.biton@demo.gearloop.app', firstName: 'Tamar', lastName: 'Biton', home: 'jerusalem', bio: 'Musician and board-game collector.', avatar: true, listingWeight: 2 },
  { email: 'amit.friedman@demo.gearloop.app', firstName: 'Amit', lastName: 'Friedman', home: 'herzliya', bio: 'Surfing at dawn, coding after.', avatar: false, listingWeight: 2 },
  { email: 'shira.avraham@demo.gearloop.app', firstName: 'Shira', lastName: 'Avraham', home: 'netanya', bio: 'Vintage clothes and handmade bags.', avatar: true, listingWeight: 1 },
  { email: 'omer.katz@demo.gearloop.app', firstName: 'Omer', lastName: 'Katz', home: 'eilat', bio: 'Dive instructor in Eilat. Snorkel sets for the whole family.', avatar: false, listingWeight: 1 },
  { email: 'lior.shapiro@demo.gearloop.app', firstName: 'Lior', lastName: 'Shapiro', home: 'raanana', bio: 'Gamer and home-cinema nerd.', avatar: false, listingWeight: 1 },
  { email: 'yael.dahan@demo.gearloop.app', firstName: 'Yael', lastName: 'Dahan', home: 'rishon', bio: 'New mum: renting out what the kids outgrew.', avatar: false, listingWeight: 1 },
  { email: 'eitan.golan@demo.gearloop.app', firstName: 'Eitan', lastName: 'Golan', home: 'modiin', bio: 'Camping every holiday. Roof racks, trailers, tents.', avatar: false, listingWeight: 1 },
  { email: 'rina.ashkenazi@demo.gearloop.app', firstName: 'Rina', lastName: 'Ashkenazi', home: 'kfarSaba', bio: 'Gardener and baker.', avatar: false, listingWeight: 1 },
];
