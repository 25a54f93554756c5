// Daily visits to a fictional museum over the 60 days from 1 March 2024. Illustrative only: a weekly
// pattern (busier weekends) on a slow spring rise, computed from fixed numbers, never at random.
export interface DailyVisits {
  /** Day number, 1 for 1 March 2024. */
  day: number;
  visitors: number;
}

const WEEKDAY_FACTOR = [1.45, 0.8, 0.85, 0.9, 0.95, 1.05, 1.5] as const;
// 1 March 2024 was a Friday: index 5 in a Sunday-first week.
const FIRST_WEEKDAY = 5;

export const MUSEUM_VISITS: readonly DailyVisits[] = Array.from(
  { length: 60 },
  (_, index) => {
    const base = 900 + index * 6;
    const factor = WEEKDAY_FACTOR[(FIRST_WEEKDAY + index) % 7];
    return { day: index + 1, visitors: Math.round(base * factor) };
  },
);

export const FIRST_DAY = 1;
export const LAST_DAY = MUSEUM_VISITS.length;

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The calendar date of a day number, e.g. 1 -> "Mar 1", 32 -> "Apr 1". */
export function formatDay(day: number): string {
  return DAY_FORMAT.format(new Date(Date.UTC(2024, 2, day)));
}
