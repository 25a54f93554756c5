import React from 'react';
import { translate } from '@docusaurus/Translate';
import type { NavTags as Tags } from '../../data/navigation/types';
import { NAV_TAGS_CLASS } from './className';
import styles from './styles.module.css';

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
    <span className={`${NAV_TAGS_CLASS} ${styles.tags}`}>
      {plan && (
        <span className={`${styles.plan} ${styles[plan]}`} role="img" aria-label={planLabel(plan)} title={planLabel(plan)}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            {plan === 'pro' ? (
              <path d="M8 1.5 14 4.8v6.4L8 14.5 2 11.2V4.8z" fill="currentColor" />
            ) : (
              <path d="m8 1.2 2 4.3 4.7.5-3.5 3.2 1 4.6L8 11.4l-4.2 2.4 1-4.6L1.3 6l4.7-.5z" fill="currentColor" />
            )}
          </svg>
        </span>
      )}
      {newFeature && (
        <span className={`${styles.chip} ${styles.new}`}>
          {translate({ id: 'nav.tag.new', message: 'New', description: 'Chip on a navigation entry for a new feature' })}
        </span>
      )}
      {planned && (
        <span className={`${styles.chip} ${styles.planned}`}>
          {translate({ id: 'nav.tag.planned', message: 'Planned', description: 'Chip on a navigation entry for a planned feature' })}
        </span>
      )}
      {unstable && (
        <span className={`${styles.chip} ${styles.preview}`}>
          {translate({ id: 'nav.tag.preview', message: 'Preview', description: 'Chip on a navigation entry for an unstable feature' })}
        </span>
      )}
    </span>
  );
}
