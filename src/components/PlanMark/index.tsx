import React from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import type { Plan } from '../../data/navigation/types';
import { PLAN_LICENSING_LINKS } from '../../data/licensing';
import PlanIcon from '../PlanIcon';
import styles from './styles.module.css';
import { SEARCH_IGNORE_ATTRIBUTES } from '../../modules/search/areas';

function planName(plan: Plan): string {
  return plan === 'pro'
    ? translate({
        id: 'plan.mark.pro',
        message: 'Pro',
        description: 'Name of the Pro plan, in the mark beside a page title',
      })
    : translate({
        id: 'plan.mark.premium',
        message: 'Premium',
        description: 'Name of the Premium plan, in the mark beside a page title',
      });
}

/**
 * The mark beside the title of a page whose feature needs a commercial plan: the plan's icon and
 * name, linking to the licensing section that explains the plan.
 */
export default function PlanMark({ plan }: { plan: Plan }): React.JSX.Element {
  const title = translate(
    {
      id: 'plan.mark.title',
      message: 'This feature needs the {plan} plan: see licensing',
      description: 'Tooltip of the plan mark beside a page title',
    },
    { plan: planName(plan) },
  );
  return (
    <Link
      to={PLAN_LICENSING_LINKS[plan]}
      className={`portal-plan-mark ${styles.mark} ${styles[plan]}`}
      title={title}
      data-plan={plan}
      {...SEARCH_IGNORE_ATTRIBUTES}
    >
      <PlanIcon plan={plan} size={16} />
      {planName(plan)}
    </Link>
  );
}
