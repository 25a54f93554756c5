import { MONTHS_2024 } from './data';
import { formatChange, formatMoney, monthStats } from './stats';

describe('monthStats', () => {
  it('compares the last month with the one before', () => {
    const stats = monthStats(MONTHS_2024);
    expect(stats.map((stat) => stat.id)).toEqual(['revenue', 'orders', 'averageOrder', 'newCustomers']);
    const [revenue, orders, average, customers] = stats;
    expect(revenue.value).toBe('$38,200');
    expect(revenue.change).toBeCloseTo((38200 - 33750) / 33750);
    expect(orders.value).toBe('786');
    expect(average.value).toBe('$48.60');
    expect(average.change).toBeCloseTo(38200 / 786 / (33750 / 702) - 1);
    expect(customers.value).toBe('259');
  });

  it('has no cards without months and no change with a single month', () => {
    expect(monthStats([])).toEqual([]);
    const single = monthStats([{ month: 'Jan', revenue: 100, orders: 0, newCustomers: 1 }]);
    expect(single.map((stat) => stat.change)).toEqual([0, 0, 0, 0]);
    expect(single[2].value).toBe('$0.00');
  });
});

describe('formats', () => {
  it('signs the change and formats money with a fixed locale', () => {
    expect(formatChange(0.1318)).toBe('+13.2%');
    expect(formatChange(-0.05)).toBe('-5%');
    expect(formatChange(0)).toBe('0%');
    expect(formatMoney(55.5)).toBe('$55.50');
  });
});
