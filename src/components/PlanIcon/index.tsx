import React from 'react';
import type { Plan } from '../../data/navigation/types';

/** The plan's icon (a hexagon for Pro, a star for Premium), decorative: its owner names the plan. */
export default function PlanIcon({ plan, size }: { plan: Plan; size: number }): React.JSX.Element {
  return (
    <svg viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false">
      {plan === 'pro' ? (
        <path d="M8 1.5 14 4.8v6.4L8 14.5 2 11.2V4.8z" fill="currentColor" />
      ) : (
        <path d="m8 1.2 2 4.3 4.7.5-3.5 3.2 1 4.6L8 11.4l-4.2 2.4 1-4.6L1.3 6l4.7-.5z" fill="currentColor" />
      )}
    </svg>
  );
}
