import { TIERS, chargedAmount, formatDollars, monthlyEquivalent } from './tiers';

describe('pricing tiers', () => {
  it('has one highlighted plan and a free one', () => {
    expect(TIERS.filter((tier) => tier.highlighted)).toHaveLength(1);
    expect(TIERS[0]?.monthlyPrice).toBe(0);
  });

  it('charges 10 months for a year on yearly billing', () => {
    expect(chargedAmount({ monthlyPrice: 12 }, 'monthly')).toBe(12);
    expect(chargedAmount({ monthlyPrice: 12 }, 'yearly')).toBe(120);
    expect(monthlyEquivalent({ monthlyPrice: 12 }, 'yearly')).toBe(10);
    expect(monthlyEquivalent({ monthlyPrice: 24 }, 'yearly')).toBe(20);
    expect(monthlyEquivalent({ monthlyPrice: 0 }, 'yearly')).toBe(0);
  });

  it('rounds to cents and shows whole dollars without them', () => {
    expect(monthlyEquivalent({ monthlyPrice: 5 }, 'yearly')).toBe(4.17);
    expect(formatDollars(10)).toBe('$10');
    expect(formatDollars(4.17)).toBe('$4.17');
    expect(formatDollars(0)).toBe('$0');
  });
});
