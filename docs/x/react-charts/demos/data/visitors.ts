// Daily visitors of a fictional public library's website over three weeks of March 2024.
// Illustrative figures with the usual weekend dip. Dates are UTC midnights, never "today".
const START = Date.UTC(2024, 2, 4); // Monday, March 4, 2024
const DAY = 24 * 60 * 60 * 1000;

const COUNTS = [
  1320, 1405, 1390, 1452, 1288, 702, 655, 1370, 1466, 1510, 1498, 1345, 731, 688, 1412,
  1540, 1602, 1575, 1410, 760, 702,
];

export interface DailyVisitors {
  date: Date;
  visitors: number;
}

export const DAILY_VISITORS: readonly DailyVisitors[] = COUNTS.map((visitors, index) => ({
  date: new Date(START + index * DAY),
  visitors,
}));
