// End-of-month fill level (% of capacity) of a fictional reservoir, with the monthly rainfall over its
// catchment (mm), for one hydrological year. Illustrative figures.
export const RESERVOIR_MONTHS = [
  'Oct',
  'Nov',
  'Dec',
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
];

export const FILL_LEVEL: readonly number[] = [
  41, 48, 59, 68, 74, 79, 81, 78, 70, 58, 47, 40,
];

export const CATCHMENT_RAIN: readonly number[] = [
  88, 152, 137, 142, 98, 96, 71, 54, 40, 18, 24, 41,
];
