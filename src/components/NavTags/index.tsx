import React from 'react';
import { translate } from '@docusaurus/Translate';
import type { NavTags as Tags } from '../../data/navigation/types';
import { NAV_TAGS_CLASS } from './className';
import PlanIcon from '../PlanIcon';
import styles from './styles.module.css';
import { SEARCH_IGNORE_ATTRIBUTES } from '../../modules/search/areas';

function planLabel(plan: NonNullable<Tags['plan']>): string {
  return plan === 'pro'
    ? translate({ id: 'nav.tag.plan.pro', message: 'Pro plan', description: 'Accessible name of the Pro plan mark' })
    : translate({
        id: 'nav.tag.plan.premium',
        message: 'Premium plan',
        description: 'Accessible name of the Premium plan mark',
      });
}

/** The plan mark and status chips of a navigation entry (Pro, Premium, New, Planned, Preview). */
export default function NavTags({ tags }: { tags: Tags }): React.JSX.Element | null {
  const { plan, newFeature, planned, unstable } = tags;
  if (!plan && !newFeature && !planned && !unstable) return null;
  return (
    <span className={`${NAV_TAGS_CLASS} ${styles.tags}`} {...SEARCH_IGNORE_ATTRIBUTES}>
      {plan && (
        <span
          className={`${styles.plan} ${styles[plan]}`}
          role="img"
          aria-label={planLabel(plan)}
          title={planLabel(plan)}
        >
          <PlanIcon plan={plan} size={14} />
        </span>
      )}
      {newFeature && (
        <span className={`${styles.chip} ${styles.new}`}>
          {translate({
            id: 'nav.tag.new',
            message: 'New',
            description: 'Chip on a navigation entry for a new feature',
          })}
        </span>
      )}
      {planned && (
        <span className={`${styles.chip} ${styles.planned}`}>
          {translate({
            id: 'nav.tag.planned',
            message: 'Planned',
            description: 'Chip on a navigation entry for a planned feature',
          })}
        </span>
      )}
      {unstable && (
        <span className={`${styles.chip} ${styles.preview}`}>
          {translate({
            id: 'nav.tag.preview',
            message: 'Preview',
            description: 'Chip on a navigation entry for an unstable feature',
          })}
        </span>
      )}
    </span>
  );
}
