// Daily mean air quality index (AQI) at four fictional monitoring stations over the week of
// April 8-14, 2024. Illustrative figures.
export const WEEK_DAYS = [
  'Mon 8',
  'Tue 9',
  'Wed 10',
  'Thu 11',
  'Fri 12',
  'Sat 13',
  'Sun 14',
];

export interface Station {
  id: string;
  name: string;
  aqi: number[];
}

export const STATIONS: readonly Station[] = [
  { id: 'harbor', name: 'Harbor Road', aqi: [42, 48, 55, 61, 58, 39, 33] },
  { id: 'market', name: 'Market Square', aqi: [57, 63, 71, 78, 74, 52, 45] },
  { id: 'park', name: 'Riverside Park', aqi: [28, 31, 35, 37, 34, 26, 24] },
  { id: 'ring', name: 'Ring Road North', aqi: [66, 72, 84, 91, 88, 61, 54] },
];

// Weekly figures of a fictional online shop for the last eight weeks, for the KPI cards.
export const SHOP_WEEKS = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

export const WEEKLY_ORDERS = [410, 432, 398, 455, 471, 466, 502, 538];

export const WEEKLY_RETURNS = [31, 28, 35, 30, 26, 29, 24, 22];
