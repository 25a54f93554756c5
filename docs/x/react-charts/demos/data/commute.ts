// Average one-way commute in minutes for six fictional cities. Illustrative figures.
export interface CityCommute {
  city: string;
  minutes: number;
}

export const COMMUTES: readonly CityCommute[] = [
  { city: 'Eastport', minutes: 38.5 },
  { city: 'Riverbend', minutes: 34.2 },
  { city: 'Harborton', minutes: 31.7 },
  { city: 'Millbrook', minutes: 27.9 },
  { city: 'Solmar', minutes: 24.6 },
  { city: 'Pine Hollow', minutes: 19.3 },
];
