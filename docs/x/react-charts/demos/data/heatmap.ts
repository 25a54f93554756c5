/**
 * Support requests received by a software company's help desk in one week, by weekday and two-hour slot
 * of the working day (illustrative figures).
 */

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const TIME_SLOTS = ['8–10', '10–12', '12–14', '14–16', '16–18', '18–20'] as const;

/** `REQUESTS[day][slot]`: requests received on WEEKDAYS[day] during TIME_SLOTS[slot]. */
export const REQUESTS: readonly (readonly number[])[] = [
  [46, 58, 31, 39, 27, 12],
  [38, 51, 29, 35, 24, 10],
  [34, 47, 26, 33, 22, 9],
  [33, 44, 27, 36, 25, 11],
  [29, 37, 21, 24, 14, 5],
  [8, 14, 11, 9, 6, 2],
];
