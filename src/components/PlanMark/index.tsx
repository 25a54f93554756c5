import React from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import type { Plan } from '../../data/navigation/types';
import styles from './styles.module.css';

/** Where each plan is explained: the licensing page's section about it. */
export const PLAN_LINKS: Record<Plan, string> = {
  pro: '/x/introduction/licensing#pro-plan',
  premium: '/x/introduction/licensing#premium-plan',
};

function planName(plan: Plan): string {
  return plan === 'pro'
    ? translate({ id: 'plan.mark.pro', message: 'Pro', description: 'Name of the Pro plan, in the mark beside a page title' })
    : translate({ id: 'plan.mark.premium', message: 'Premium', description: 'Name of the Premium plan, in the mark beside a page title' });
}

/**
 * The mark beside the title of a page whose feature needs a commercial plan: the plan's icon and
 * name, linking to the licensing section that explains the plan.
 */
export default function PlanMark({ plan }: { plan: Plan }): React.JSX.Element {
  const title = translate(
    { id: 'plan.mark.title', message: 'This feature needs the {plan} plan: see licensing', description: 'Tooltip of the plan mark beside a page title' },
    { plan: planName(plan) },
  );
  return (
    <Link to={PLAN_LINKS[plan]} className={`portal-plan-mark ${styles.mark} ${styles[plan]}`} title={title} data-plan={plan}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        {plan === 'pro' ? (
          <path d="M8 1.5 14 4.8v6.4L8 14.5 2 11.2V4.8z" fill="currentColor" />
        ) : (
          <path d="m8 1.2 2 4.3 4.7.5-3.5 3.2 1 4.6L8 11.4l-4.2 2.4 1-4.6L1.3 6l4.7-.5z" fill="currentColor" />
        )}
      </svg>
      {planName(plan)}
    </Link>
  );
}
