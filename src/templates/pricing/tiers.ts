/** The plans of the pricing page: typed data and the two price rules (pure, unit-tested). */
export type Billing = 'monthly' | 'yearly';

export interface Tier {
  readonly id: 'starter' | 'team' | 'business';
  readonly name: string;
  /** Who the plan is for, one line. */
  readonly audience: string;
  /** US dollars per seat and month, billed monthly. 0 is free. */
  readonly monthlyPrice: number;
  readonly features: readonly string[];
  readonly cta: string;
  readonly highlighted?: boolean;
}

/** Months charged for a year on yearly billing: two months free. */
export const YEARLY_MONTHS_CHARGED = 10;

export const TIERS: readonly Tier[] = [
  {
    id: 'starter',
    name: 'Starter',
    audience: 'For one person organizing their own work.',
    monthlyPrice: 0,
    features: ['3 projects', 'Task lists and boards', 'Mobile and desktop apps', 'Community forum'],
    cta: 'Start for free',
  },
  {
    id: 'team',
    name: 'Team',
    audience: 'For teams that plan and ship together.',
    monthlyPrice: 12,
    features: ['Unlimited projects', 'Timelines and workload view', 'Guest access', 'Email support'],
    cta: 'Try Team for 14 days',
    highlighted: true,
  },
  {
    id: 'business',
    name: 'Business',
    audience: 'For companies with many teams and stricter rules.',
    monthlyPrice: 24,
    features: ['Everything in Team', 'Single sign-on', 'Audit log', 'Priority support'],
    cta: 'Try Business for 14 days',
  },
];

/** What a seat costs per month on a billing period: yearly billing charges 10 months for 12. */
export function monthlyEquivalent(tier: Pick<Tier, 'monthlyPrice'>, billing: Billing): number {
  const perMonth = billing === 'yearly' ? (tier.monthlyPrice * YEARLY_MONTHS_CHARGED) / 12 : tier.monthlyPrice;
  return Math.round(perMonth * 100) / 100;
}

/** What is charged at once per seat: a month, or a year. */
export function chargedAmount(tier: Pick<Tier, 'monthlyPrice'>, billing: Billing): number {
  return billing === 'yearly' ? tier.monthlyPrice * YEARLY_MONTHS_CHARGED : tier.monthlyPrice;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 });

/** `$10`, `$12.50`: whole amounts without cents. */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? dollars.format(amount) : dollars.format(Math.round(amount * 100) / 100);
}
