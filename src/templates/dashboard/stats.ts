/** The dashboard's stat cards, computed from the monthly figures: the last month against the one before. */
import type { MonthFigures } from './data';

export interface Stat {
  readonly id: 'revenue' | 'orders' | 'averageOrder' | 'newCustomers';
  readonly label: string;
  readonly value: string;
  /** Change from the month before, as a fraction (0.13 = +13 %). */
  readonly change: number;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const moneyCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');
const signedPercent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

const relativeChange = (current: number, previous: number): number =>
  previous === 0 ? 0 : (current - previous) / previous;

/** `+13.1%`, `-2%`, `0%`. */
export function formatChange(change: number): string {
  return signedPercent.format(change);
}

export function formatMoney(amount: number): string {
  return moneyCents.format(amount);
}

/** The four cards for the last month of the list; an empty list has no cards. */
export function monthStats(months: readonly MonthFigures[]): Stat[] {
  const current = months.at(-1);
  if (!current) return [];
  const previous = months.at(-2) ?? current;
  const averageOrder = (month: MonthFigures) => (month.orders === 0 ? 0 : month.revenue / month.orders);
  return [
    {
      id: 'revenue',
      label: 'Revenue',
      value: money.format(current.revenue),
      change: relativeChange(current.revenue, previous.revenue),
    },
    {
      id: 'orders',
      label: 'Orders',
      value: count.format(current.orders),
      change: relativeChange(current.orders, previous.orders),
    },
    {
      id: 'averageOrder',
      label: 'Average order',
      value: moneyCents.format(averageOrder(current)),
      change: relativeChange(averageOrder(current), averageOrder(previous)),
    },
    {
      id: 'newCustomers',
      label: 'New customers',
      value: count.format(current.newCustomers),
      change: relativeChange(current.newCustomers, previous.newCustomers),
    },
  ];
}
