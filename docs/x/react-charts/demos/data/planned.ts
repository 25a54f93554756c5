/**
 * Data of the pages about chart types that MUI X 7.14.0 does not provide (radar, treemap, funnel, sankey,
 * gantt). Every figure is illustrative.
 */

/** Two laptops rated from 0 to 10 on six criteria by a review site (illustrative). */
export const LAPTOP_CRITERIA = [
  'Performance',
  'Battery',
  'Display',
  'Weight',
  'Keyboard',
  'Price',
] as const;
export const LAPTOP_SCORES: Record<'ultrabook' | 'workstation', number[]> = {
  ultrabook: [6, 9, 8, 9, 7, 6],
  workstation: [9, 5, 9, 4, 8, 5],
};

/** Disk space used by a web project's folders, in megabytes, split by kind of file (illustrative). */
export const PROJECT_FOLDERS = [
  'node_modules',
  'assets',
  'build',
  'src',
  'docs',
] as const;
export const DISK_USAGE_MB: Record<'code' | 'images' | 'other', number[]> = {
  code: [412, 2, 38, 9, 1],
  images: [21, 164, 71, 0, 12],
  other: [96, 18, 6, 1, 3],
};

/** Visitors of an online shop in one month at each step of the checkout (illustrative). */
export const CHECKOUT_STAGES = [
  { stage: 'Visited the shop', visitors: 48200 },
  { stage: 'Viewed a product', visitors: 21700 },
  { stage: 'Added to cart', visitors: 6900 },
  { stage: 'Started checkout', visitors: 3100 },
  { stage: 'Paid', visitors: 2350 },
] as const;

/** Where the visitors of three landing pages of a website went next, in one week (illustrative). */
export const LANDING_PAGES = ['Home page', 'Blog post', 'Pricing page'] as const;
export const NEXT_STEPS: Record<'signup' | 'docs' | 'left', number[]> = {
  signup: [820, 240, 610],
  docs: [1430, 960, 380],
  left: [2650, 3900, 1010],
};

/** The plan of a small website redesign: each task starts a number of days after the kickoff. */
export interface Task {
  name: string;
  /** Days from the kickoff to the task's start. */
  start: number;
  /** Length of the task in days. */
  days: number;
}

/** The kickoff date, as a UTC timestamp, so that every reader sees the same calendar dates. */
export const KICKOFF = Date.UTC(2025, 2, 3);

export const REDESIGN_PLAN: Task[] = [
  { name: 'Research', start: 0, days: 10 },
  { name: 'Wireframes', start: 7, days: 9 },
  { name: 'Visual design', start: 14, days: 12 },
  { name: 'Front end', start: 21, days: 20 },
  { name: 'Content', start: 24, days: 14 },
  { name: 'Testing', start: 38, days: 8 },
];

/** Days from the kickoff to the launch. */
export const LAUNCH_DAY = 47;
