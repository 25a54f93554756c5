export type { NavPage, NavTags, Plan } from './types';
export { xNavigation } from './x';
export { coreNavigation } from './core';
