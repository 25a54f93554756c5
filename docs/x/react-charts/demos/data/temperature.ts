// Mean daily temperature per month, in degrees Celsius, for two fictional cities. Illustrative figures:
// a mild oceanic climate (Harborton) and a warm Mediterranean one (Solmar).
export const TEMPERATURE_MONTHS = [
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
];

export const MEAN_TEMPERATURE: Readonly<
  Record<'harborton' | 'solmar', readonly number[]>
> = {
  harborton: [4.8, 5.6, 7.4, 9.9, 13.2, 16.1, 18.6, 18.7, 15.8, 11.6, 7.5, 5.0],
  solmar: [11.2, 12.0, 13.9, 15.8, 19.1, 23.0, 26.1, 26.4, 23.5, 19.6, 15.0, 12.1],
};
