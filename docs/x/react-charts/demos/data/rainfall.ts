// Monthly rainfall in millimeters for two coastal cities. The figures are illustrative: rounded values
// shaped like the climate normals of a wet oceanic city and a dry Mediterranean one.
export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export type Month = (typeof MONTHS)[number];

export interface MonthlyRainfall {
  month: Month;
  /** Rainfall in the wet oceanic city, in millimeters. */
  harborton: number;
  /** Rainfall in the dry Mediterranean city, in millimeters. */
  solmar: number;
}

export const RAINFALL: readonly MonthlyRainfall[] = [
  { month: 'Jan', harborton: 142, solmar: 68 },
  { month: 'Feb', harborton: 98, solmar: 55 },
  { month: 'Mar', harborton: 96, solmar: 47 },
  { month: 'Apr', harborton: 71, solmar: 38 },
  { month: 'May', harborton: 54, solmar: 24 },
  { month: 'Jun', harborton: 40, solmar: 9 },
  { month: 'Jul', harborton: 18, solmar: 2 },
  { month: 'Aug', harborton: 24, solmar: 5 },
  { month: 'Sep', harborton: 41, solmar: 27 },
  { month: 'Oct', harborton: 88, solmar: 64 },
  { month: 'Nov', harborton: 152, solmar: 81 },
  { month: 'Dec', harborton: 137, solmar: 73 },
];
