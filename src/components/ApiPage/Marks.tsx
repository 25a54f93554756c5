import React from 'react';
import NavTags from '@site/src/components/NavTags';
import type { ApiPlan } from '@site/src/types/apiDocs';
import { label } from './strings';
import styles from './styles.module.css';

/** The marks after a name: required, the paid plan it needs, deprecated. */
export default function Marks({
  required = false,
  plan,
  deprecated = false,
}: {
  required?: boolean;
  plan?: ApiPlan;
  deprecated?: boolean;
}): React.JSX.Element | null {
  if (!required && (!plan || plan === 'community') && !deprecated) return null;
  return (
    <>
      {required && <span className={`${styles.mark} ${styles.required}`}>{label.required()}</span>}
      {plan && plan !== 'community' && <NavTags tags={{ plan }} />}
      {deprecated && <span className={`${styles.mark} ${styles.deprecatedMark}`}>{label.deprecated()}</span>}
    </>
  );
}
