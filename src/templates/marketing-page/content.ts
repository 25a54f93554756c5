/** The words of the marketing page, as typed data: replace them without touching the layout. */
export interface Feature {
  readonly icon: 'boards' | 'timeline' | 'workload' | 'automation' | 'guests' | 'offline';
  readonly title: string;
  readonly text: string;
}

export const FEATURES: readonly Feature[] = [
  {
    icon: 'boards',
    title: 'Boards and lists',
    text: 'Move tasks across columns or sort them in a list: the same tasks, in the view that suits the moment.',
  },
  {
    icon: 'timeline',
    title: 'Timelines',
    text: 'Drag a task to plan it, link tasks that depend on each other, and see the effect of a late one at once.',
  },
  {
    icon: 'workload',
    title: 'Workload',
    text: 'See who has too much this week before it becomes a problem, and hand work over in two clicks.',
  },
  {
    icon: 'automation',
    title: 'Simple automation',
    text: 'Assign the reviewer when a task moves to review, or post a note when a milestone is done.',
  },
  {
    icon: 'guests',
    title: 'Guests',
    text: 'Invite clients and partners to the projects they need, with comments and files, and nothing more.',
  },
  {
    icon: 'offline',
    title: 'Works offline',
    text: 'Keep working on a train or a plane; your changes sync when the connection is back.',
  },
];

export interface Step {
  readonly title: string;
  readonly text: string;
}

export const STEPS: readonly Step[] = [
  { title: 'Create a project', text: 'Start empty or from a template for launches, hiring or client work.' },
  { title: 'Invite your team', text: 'Add members by email; guests see only the projects you share.' },
  { title: 'Plan and ship', text: 'Set dates, follow progress on the timeline and close the loop in reviews.' },
];

export interface Plan {
  readonly name: string;
  readonly price: string;
  readonly period: string;
  readonly summary: string;
  readonly highlighted?: boolean;
}

export const PLANS: readonly Plan[] = [
  { name: 'Starter', price: '$0', period: 'forever', summary: 'Three projects for one person.' },
  {
    name: 'Team',
    price: '$12',
    period: 'per seat and month',
    summary: 'Unlimited projects, timelines and guests.',
    highlighted: true,
  },
  {
    name: 'Business',
    price: '$24',
    period: 'per seat and month',
    summary: 'Single sign-on, audit log, priority support.',
  },
];

export interface Question {
  readonly question: string;
  readonly answer: string;
}

export const QUESTIONS: readonly Question[] = [
  {
    question: 'Is there a free plan?',
    answer: 'Yes. Starter is free with three projects, and you can move to a paid plan whenever you need more.',
  },
  {
    question: 'Can I import my tasks from a spreadsheet?',
    answer: 'Yes. Upload a CSV file, match its columns to task fields, and check the preview before the import.',
  },
  {
    question: 'Where is my data stored?',
    answer: 'In data centers in the region you choose when you create the workspace: North America or Europe.',
  },
  {
    question: 'How do I cancel?',
    answer: 'From the billing settings, at any time. The workspace stays readable and can be exported for 90 days.',
  },
];

/** The sections the app bar links to, in page order. */
export const SECTIONS = [
  { id: 'features', label: 'Features' },
  { id: 'how-it-works', label: 'How it works' },
  { id: 'plans', label: 'Pricing' },
  { id: 'faq', label: 'FAQ' },
] as const;
