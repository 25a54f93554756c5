// Monthly climate normals for Lisbon, Portugal (1991-2020), rounded. Figures are approximate and
// serve as illustration only.
export interface ClimateMonth {
  month: string;
  /** Mean precipitation in millimeters. */
  rainMm: number;
  /** Mean daily maximum temperature in degrees Celsius. */
  highC: number;
  /** Mean daily minimum temperature in degrees Celsius. */
  lowC: number;
  /** Mean hours of sunshine. */
  sunHours: number;
}

export const LISBON_CLIMATE: readonly ClimateMonth[] = [
  { month: 'Jan', rainMm: 96, highC: 15, lowC: 8, sunHours: 142 },
  { month: 'Feb', rainMm: 70, highC: 16, lowC: 9, sunHours: 156 },
  { month: 'Mar', rainMm: 58, highC: 19, lowC: 10, sunHours: 215 },
  { month: 'Apr', rainMm: 63, highC: 20, lowC: 12, sunHours: 235 },
  { month: 'May', rainMm: 47, highC: 23, lowC: 14, sunHours: 292 },
  { month: 'Jun', rainMm: 13, highC: 27, lowC: 17, sunHours: 315 },
  { month: 'Jul', rainMm: 3, highC: 29, lowC: 18, sunHours: 356 },
  { month: 'Aug', rainMm: 5, highC: 29, lowC: 19, sunHours: 339 },
  { month: 'Sep', rainMm: 31, highC: 27, lowC: 18, sunHours: 257 },
  { month: 'Oct', rainMm: 92, highC: 23, lowC: 15, sunHours: 206 },
  { month: 'Nov', rainMm: 110, highC: 18, lowC: 11, sunHours: 154 },
  { month: 'Dec', rainMm: 116, highC: 16, lowC: 9, sunHours: 135 },
];

export const MONTHS = LISBON_CLIMATE.map((entry) => entry.month);
