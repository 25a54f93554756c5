import { createContext, useContext } from 'react';
import type { Plan } from '../../data/navigation/types';

/** The plan of the doc page being rendered (null on free pages and outside docs). */
export const PagePlanContext = createContext<Plan | null>(null);

export function usePagePlan(): Plan | null {
  return useContext(PagePlanContext);
}
