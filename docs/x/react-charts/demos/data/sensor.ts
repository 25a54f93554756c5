// Hourly relative humidity (%) from a fictional greenhouse sensor on one day. The sensor lost its
// connection twice, so some readings are missing (null). Illustrative figures.
export const SENSOR_HOURS = [
  '06:00',
  '07:00',
  '08:00',
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
];

export const HUMIDITY: readonly (number | null)[] = [
  82,
  80,
  77,
  null,
  null,
  66,
  62,
  60,
  59,
  null,
  63,
  67,
  71,
];
