// Quarterly figures of a fictional independent bookshop chain, 2023 and 2024. Illustrative only.
export interface BookshopQuarter {
  quarter: string;
  /** Revenue in thousands of US dollars, by channel. */
  storesRevenue: number;
  onlineRevenue: number;
  eventsRevenue: number;
  /** Number of orders, all channels. */
  orders: number;
}

export const BOOKSHOP_QUARTERS: readonly BookshopQuarter[] = [
  {
    quarter: 'Q1 2023',
    storesRevenue: 412,
    onlineRevenue: 188,
    eventsRevenue: 24,
    orders: 18_200,
  },
  {
    quarter: 'Q2 2023',
    storesRevenue: 398,
    onlineRevenue: 205,
    eventsRevenue: 41,
    orders: 18_900,
  },
  {
    quarter: 'Q3 2023',
    storesRevenue: 455,
    onlineRevenue: 226,
    eventsRevenue: 37,
    orders: 20_600,
  },
  {
    quarter: 'Q4 2023',
    storesRevenue: 603,
    onlineRevenue: 318,
    eventsRevenue: 52,
    orders: 27_400,
  },
  {
    quarter: 'Q1 2024',
    storesRevenue: 405,
    onlineRevenue: 231,
    eventsRevenue: 29,
    orders: 19_800,
  },
  {
    quarter: 'Q2 2024',
    storesRevenue: 389,
    onlineRevenue: 254,
    eventsRevenue: 47,
    orders: 20_300,
  },
  {
    quarter: 'Q3 2024',
    storesRevenue: 441,
    onlineRevenue: 279,
    eventsRevenue: 44,
    orders: 22_100,
  },
  {
    quarter: 'Q4 2024',
    storesRevenue: 588,
    onlineRevenue: 372,
    eventsRevenue: 61,
    orders: 29_500,
  },
];

export const QUARTERS = BOOKSHOP_QUARTERS.map((entry) => entry.quarter);

export interface RevenueChannel {
  key: 'storesRevenue' | 'onlineRevenue' | 'eventsRevenue';
  label: string;
}

export const REVENUE_CHANNELS: readonly RevenueChannel[] = [
  { key: 'storesRevenue', label: 'Stores' },
  { key: 'onlineRevenue', label: 'Online' },
  { key: 'eventsRevenue', label: 'Events' },
];
