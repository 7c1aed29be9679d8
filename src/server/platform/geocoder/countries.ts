/** A small built-in list of countries with rough centroids, so "Israel" or "Germany" geocode offline. */
export interface Country {
  code: string;
  name: string;
  lat: number;
  lng: number;
  aliases?: readonly string[];
}

export const countries: readonly Country[] = [
  { code: 'IL', name: 'Israel', lat: 31.5, lng: 34.9 },
  { code: 'US', name: 'United States', lat: 39.8, lng: -98.6, aliases: ['usa', 'us', 'united states of america', 'america'] },
  { code: 'GB', name: 'United Kingdom', lat: 54.0, lng: -2.0, aliases: ['uk', 'great britain', 'britain', 'england'] },
  { code: 'CA', name: 'Canada', lat: 56.1, lng: -106.3 },
  { code: 'AU', name: 'Australia', lat: -25.3, lng: 133.8 },
  { code: 'NZ', name: 'New Zealand', lat: -41.0, lng: 174.0 },
  { code: 'IE', name: 'Ireland', lat: 53.4, lng: -8.2 },
  { code: 'DE', name: 'Germany', lat: 51.2, lng: 10.4 },
  { code: 'FR', name: 'France', lat: 46.6, lng: 2.2 },
  { code: 'IT', name: 'Italy', lat: 42.8, lng: 12.6 },
  { code: 'ES', name: 'Spain', lat: 40.4, lng: -3.7 },
  { code: 'PT', name: 'Portugal', lat: 39.6, lng: -8.0 },
  { code: 'NL', name: 'Netherlands', lat: 52.1, lng: 5.3, aliases: ['holland', 'the netherlands'] },
  { code: 'BE', name: 'Belgium', lat: 50.6, lng: 4.6 },
  { code: 'CH', name: 'Switzerland', lat: 46.8, lng: 8.2 },
  { code: 'AT', name: 'Austria', lat: 47.6, lng: 14.1 },
  { code: 'SE', name: 'Sweden', lat: 62.0, lng: 15.0 },
  { code: 'NO', name: 'Norway', lat: 61.0, lng: 9.0 },
  { code: 'DK', name: 'Denmark', lat: 56.0, lng: 10.0 },
  { code: 'FI', name: 'Finland', lat: 64.0, lng: 26.0 },
  { code: 'PL', name: 'Poland', lat: 52.1, lng: 19.4 },
  { code: 'CZ', name: 'Czechia', lat: 49.8, lng: 15.5, aliases: ['czech republic'] },
  { code: 'HU', name: 'Hungary', lat: 47.2, lng: 19.5 },
  { code: 'RO', name: 'Romania', lat: 45.9, lng: 24.9 },
  { code: 'GR', name: 'Greece', lat: 39.1, lng: 22.0 },
  { code: 'CY', name: 'Cyprus', lat: 35.1, lng: 33.2 },
  { code: 'TR', name: 'Turkey', lat: 39.0, lng: 35.2, aliases: ['turkiye'] },
  { code: 'UA', name: 'Ukraine', lat: 49.0, lng: 31.4 },
  { code: 'RU', name: 'Russia', lat: 61.5, lng: 105.3 },
  { code: 'EG', name: 'Egypt', lat: 26.8, lng: 30.8 },
  { code: 'JO', name: 'Jordan', lat: 31.2, lng: 36.5 },
  { code: 'AE', name: 'United Arab Emirates', lat: 23.4, lng: 53.8, aliases: ['uae'] },
  { code: 'MA', name: 'Morocco', lat: 31.8, lng: -7.1 },
  { code: 'ZA', name: 'South Africa', lat: -30.6, lng: 22.9 },
  { code: 'IN', name: 'India', lat: 20.6, lng: 79.0 },
  { code: 'CN', name: 'China', lat: 35.9, lng: 104.2 },
  { code: 'JP', name: 'Japan', lat: 36.2, lng: 138.3 },
  { code: 'KR', name: 'South Korea', lat: 35.9, lng: 127.8, aliases: ['korea'] },
  { code: 'TH', name: 'Thailand', lat: 15.9, lng: 100.99 },
  { code: 'SG', name: 'Singapore', lat: 1.35, lng: 103.8 },
  { code: 'BR', name: 'Brazil', lat: -14.2, lng: -51.9 },
  { code: 'AR', name: 'Argentina', lat: -38.4, lng: -63.6 },
  { code: 'MX', name: 'Mexico', lat: 23.6, lng: -102.6 },
  { code: 'CL', name: 'Chile', lat: -35.7, lng: -71.5 },
  { code: 'CO', name: 'Colombia', lat: 4.6, lng: -74.3 },
];
