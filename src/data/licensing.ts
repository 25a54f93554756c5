import type { Plan } from './navigation/types';

/** The page that explains the plans and license keys. */
export const LICENSING_PATH = '/x/introduction/licensing';

/** The section of the licensing page about each commercial plan (its headings' anchors). */
export const PLAN_LICENSING_LINKS: Record<Plan, string> = {
  pro: `${LICENSING_PATH}#pro-plan`,
  premium: `${LICENSING_PATH}#premium-plan`,
};
