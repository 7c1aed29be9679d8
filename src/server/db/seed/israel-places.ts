/** Israeli cities with centre coordinates and a few real streets, for demo and benchmark data. */
export interface Place {
  city: string;
  lat: number;
  lng: number;
  streets: readonly string[];
}

export const places = {
  telAviv: { city: 'Tel Aviv-Yafo', lat: 32.0853, lng: 34.7818, streets: ['Rothschild Blvd', 'Dizengoff St', 'Ibn Gabirol St', 'Allenby St'] },
  jerusalem: { city: 'Jerusalem', lat: 31.7683, lng: 35.2137, streets: ['Emek Refaim St', 'Jaffa Rd', 'King George St', 'Azza St'] },
  haifa: { city: 'Haifa', lat: 32.794, lng: 34.9896, streets: ['Moriah Ave', 'HaNassi Ave', 'Ben Gurion Ave', 'Herzl St'] },
  beerSheva: { city: "Be'er Sheva", lat: 31.252, lng: 34.7915, streets: ['Rager Blvd', 'Herzl St', 'Yehuda HaLevi St'] },
  eilat: { city: 'Eilat', lat: 29.5577, lng: 34.9519, streets: ['HaTmarim Blvd', 'Yotam Rd', 'Sderot HaArava'] },
  netanya: { city: 'Netanya', lat: 32.3215, lng: 34.8532, streets: ['Herzl St', 'Weizmann Blvd', 'Nice Blvd'] },
  herzliya: { city: 'Herzliya', lat: 32.1663, lng: 34.8436, streets: ['Sokolov St', 'Ben Gurion St', 'HaNadiv St'] },
  raanana: { city: "Ra'anana", lat: 32.1848, lng: 34.8713, streets: ['Ahuza St', 'Weizmann St', 'HaTa’asiya St'] },
  rishon: { city: 'Rishon LeZion', lat: 31.973, lng: 34.7925, streets: ['Rothschild St', 'Herzl St', 'Jabotinsky St'] },
  ashdod: { city: 'Ashdod', lat: 31.8044, lng: 34.6553, streets: ['Menachem Begin Blvd', 'Herzl Blvd', 'HaAtsmaut St'] },
  modiin: { city: "Modi'in-Maccabim-Re'ut", lat: 31.8969, lng: 35.0095, streets: ['Emek Ayalon Blvd', 'Yehuda HaMaccabi St'] },
  kfarSaba: { city: 'Kfar Saba', lat: 32.175, lng: 34.9069, streets: ['Weizmann St', 'Tel Hai St', 'Rothschild St'] },
  rehovot: { city: 'Rehovot', lat: 31.8928, lng: 34.8113, streets: ['Herzl St', 'Weizmann St', 'Bilu St'] },
  ramatGan: { city: 'Ramat Gan', lat: 32.0684, lng: 34.8248, streets: ['Bialik St', 'Jabotinsky St', 'Krinitzi St'] },
  petahTikva: { city: 'Petah Tikva', lat: 32.084, lng: 34.8878, streets: ['Jabotinsky St', 'Rothschild St', 'Haim Ozer St'] },
} satisfies Record<string, Place>;

export type PlaceId = keyof typeof places;
export const placeList: readonly Place[] = Object.values(places);
