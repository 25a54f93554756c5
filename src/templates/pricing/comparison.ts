import type { Tier } from './tiers';

/** One row of the comparison table: what each plan gets (`true`, `false` or a short value). */
export interface ComparisonRow {
  readonly feature: string;
  readonly values: Readonly<Record<Tier['id'], boolean | string>>;
}

export const COMPARISON: readonly ComparisonRow[] = [
  { feature: 'Projects', values: { starter: '3', team: 'Unlimited', business: 'Unlimited' } },
  { feature: 'Members', values: { starter: '1', team: 'Up to 50', business: 'Unlimited' } },
  { feature: 'File storage', values: { starter: '2 GB', team: '100 GB per seat', business: '1 TB per seat' } },
  { feature: 'Boards and task lists', values: { starter: true, team: true, business: true } },
  { feature: 'Timelines', values: { starter: false, team: true, business: true } },
  { feature: 'Guest access', values: { starter: false, team: true, business: true } },
  { feature: 'Single sign-on', values: { starter: false, team: false, business: true } },
  { feature: 'Audit log', values: { starter: false, team: false, business: true } },
  { feature: 'Support', values: { starter: 'Forum', team: 'Email', business: 'Priority email and chat' } },
];
