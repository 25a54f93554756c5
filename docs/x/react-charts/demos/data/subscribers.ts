// Paying subscribers of a fictional podcast network at the start of each month of 2023.
// Illustrative figures. Dates are UTC midnights.
const COUNTS = [
  12_400, 12_950, 13_300, 13_180, 13_870, 14_520, 14_310, 15_060, 15_740, 16_210, 16_980,
  17_650,
];

export interface MonthlySubscribers {
  month: Date;
  subscribers: number;
}

export const SUBSCRIBERS: readonly MonthlySubscribers[] = COUNTS.map(
  (subscribers, index) => ({
    month: new Date(Date.UTC(2023, index, 1)),
    subscribers,
  }),
);
