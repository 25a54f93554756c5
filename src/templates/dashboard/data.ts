/**
 * The dashboard template's fixed figures for a fictional online stationery shop in 2024: monthly
 * revenue, orders and new customers, and the latest orders. Illustrative numbers, not real sales.
 */
export interface MonthFigures {
  /** Short month name, as the chart's axis shows it. */
  readonly month: string;
  readonly revenue: number;
  readonly orders: number;
  readonly newCustomers: number;
}

export const MONTHS_2024: readonly MonthFigures[] = [
  { month: 'Jan', revenue: 18400, orders: 412, newCustomers: 131 },
  { month: 'Feb', revenue: 17150, orders: 389, newCustomers: 118 },
  { month: 'Mar', revenue: 20900, orders: 455, newCustomers: 146 },
  { month: 'Apr', revenue: 21750, orders: 468, newCustomers: 139 },
  { month: 'May', revenue: 23300, orders: 497, newCustomers: 152 },
  { month: 'Jun', revenue: 22100, orders: 476, newCustomers: 127 },
  { month: 'Jul', revenue: 19800, orders: 431, newCustomers: 109 },
  { month: 'Aug', revenue: 24600, orders: 529, newCustomers: 168 },
  { month: 'Sep', revenue: 28900, orders: 611, newCustomers: 204 },
  { month: 'Oct', revenue: 27400, orders: 583, newCustomers: 177 },
  { month: 'Nov', revenue: 33750, orders: 702, newCustomers: 231 },
  { month: 'Dec', revenue: 38200, orders: 786, newCustomers: 259 },
];

export type OrderStatus = 'Delivered' | 'Shipped' | 'Processing' | 'Refunded';

export interface RecentOrder {
  readonly id: string;
  /** ISO date (UTC). */
  readonly date: string;
  readonly product: string;
  readonly channel: 'Web shop' | 'Mobile app' | 'Marketplace';
  readonly items: number;
  readonly total: number;
  readonly status: OrderStatus;
}

export const RECENT_ORDERS: readonly RecentOrder[] = [
  {
    id: 'HL-20412',
    date: '2024-12-31',
    product: 'Dot-grid notebook',
    channel: 'Web shop',
    items: 3,
    total: 55.5,
    status: 'Processing',
  },
  {
    id: 'HL-20411',
    date: '2024-12-31',
    product: 'Felt desk mat',
    channel: 'Mobile app',
    items: 1,
    total: 26,
    status: 'Processing',
  },
  {
    id: 'HL-20409',
    date: '2024-12-30',
    product: 'Refillable fountain pen',
    channel: 'Marketplace',
    items: 2,
    total: 68,
    status: 'Shipped',
  },
  {
    id: 'HL-20405',
    date: '2024-12-30',
    product: 'Weekly planner 2025',
    channel: 'Web shop',
    items: 1,
    total: 22,
    status: 'Shipped',
  },
  {
    id: 'HL-20398',
    date: '2024-12-29',
    product: 'Brass pencil sharpener',
    channel: 'Web shop',
    items: 4,
    total: 38,
    status: 'Delivered',
  },
  {
    id: 'HL-20391',
    date: '2024-12-28',
    product: 'Linen sketchbook',
    channel: 'Mobile app',
    items: 2,
    total: 31,
    status: 'Delivered',
  },
  {
    id: 'HL-20384',
    date: '2024-12-27',
    product: 'Ink cartridges, pack of 12',
    channel: 'Marketplace',
    items: 5,
    total: 42.5,
    status: 'Refunded',
  },
  {
    id: 'HL-20377',
    date: '2024-12-27',
    product: 'Dot-grid notebook',
    channel: 'Web shop',
    items: 6,
    total: 111,
    status: 'Delivered',
  },
  {
    id: 'HL-20370',
    date: '2024-12-26',
    product: 'Desk organizer',
    channel: 'Web shop',
    items: 1,
    total: 45,
    status: 'Delivered',
  },
  {
    id: 'HL-20366',
    date: '2024-12-26',
    product: 'Weekly planner 2025',
    channel: 'Mobile app',
    items: 2,
    total: 44,
    status: 'Delivered',
  },
];
