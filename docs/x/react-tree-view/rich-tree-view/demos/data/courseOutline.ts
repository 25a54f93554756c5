import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** A training course: modules, each with its lessons in teaching order. */
export const COURSE_OUTLINE: TreeViewBaseItem[] = [
  {
    id: 'module-basics',
    label: 'Module 1: Basics',
    children: [
      { id: 'lesson-setup', label: 'Setting up the editor' },
      { id: 'lesson-syntax', label: 'Syntax tour' },
      { id: 'lesson-types', label: 'Types and interfaces' },
    ],
  },
  {
    id: 'module-components',
    label: 'Module 2: Components',
    children: [
      { id: 'lesson-props', label: 'Props and state' },
      { id: 'lesson-effects', label: 'Effects' },
      { id: 'lesson-testing', label: 'Testing components' },
    ],
  },
  { id: 'final-project', label: 'Final project' },
];
