/** The posts of the blog template: typed data, and the search and category filter (pure, unit-tested). */
export type Category = 'Product' | 'Engineering' | 'Design' | 'Guides';

export const CATEGORIES: readonly Category[] = ['Product', 'Engineering', 'Design', 'Guides'];

export interface Post {
  readonly id: string;
  readonly title: string;
  readonly category: Category;
  /** ISO date (yyyy-mm-dd): fixed, so every render shows the same text. */
  readonly date: string;
  /** Written by a team, not a person: the product and its people are fictional. */
  readonly team: string;
  readonly summary: string;
  /** The rest of the post, shown when the reader expands it. */
  readonly body: readonly string[];
  /** Two colors of the cover gradient, as palette paths of the theme. */
  readonly cover: readonly [PaletteKey, PaletteKey];
}

export type PaletteKey = 'primary' | 'secondary' | 'success' | 'info' | 'warning';

export const POSTS: readonly Post[] = [
  {
    id: 'timelines',
    title: 'Timelines now show the work that depends on a late task',
    category: 'Product',
    date: '2024-08-20',
    team: 'Product team',
    summary: 'Link two tasks and a delay on the first moves the second, with a warning when it passes a milestone.',
    body: [
      'A dependency is a line from one task to another. Drag from the end of the first task to the start of the second to draw it, or pick the task from the menu of the second one.',
      'When the first task moves, the ones that wait on it move with it, and a milestone that would be missed turns orange. Nothing is saved until you confirm the new dates.',
    ],
    cover: ['primary', 'info'],
  },
  {
    id: 'offline-sync',
    title: 'How offline changes find their way back',
    category: 'Engineering',
    date: '2024-08-06',
    team: 'Sync team',
    summary: 'Each change is stored as a small operation with a version, and the server merges them in order.',
    body: [
      'Working offline means two people can change the same task without seeing each other. We record every change as an operation on one field, not as a copy of the whole task.',
      'When the connection returns, operations on different fields merge without a question. Two changes of the same field keep the later one and leave a note in the history, so nothing disappears silently.',
    ],
    cover: ['secondary', 'primary'],
  },
  {
    id: 'dark-mode',
    title: 'Designing a dark mode that keeps its contrast',
    category: 'Design',
    date: '2024-07-23',
    team: 'Design team',
    summary: 'Dark mode is not an inverted light mode: surfaces get lighter as they rise, and colors lose saturation.',
    body: [
      'We started from the text: every color pair is checked against a contrast ratio of 4.5 to 1, in both modes, in the design files and in the tests.',
      'Surfaces that sit higher, such as menus and dialogs, are a little lighter than the page, which replaces the shadows that do not show on a dark background.',
    ],
    cover: ['info', 'secondary'],
  },
  {
    id: 'weekly-review',
    title: 'Run a fifteen-minute weekly review',
    category: 'Guides',
    date: '2024-07-09',
    team: 'Customer success',
    summary: 'Three questions, one view and a fixed time: a review that teams keep doing after the first month.',
    body: [
      'Open the workload view filtered on the coming week. Ask what is late, what is at risk and who has too much, in that order.',
      'Move or reassign tasks during the meeting rather than after it, and close with the one thing each person will finish first.',
    ],
    cover: ['success', 'info'],
  },
  {
    id: 'guests',
    title: 'Guests can now comment on the projects you share',
    category: 'Product',
    date: '2024-06-25',
    team: 'Product team',
    summary: 'Invite a client to one project: they see its tasks and files and can comment, and nothing else.',
    body: [
      'Guests are invited by email from the project settings and do not take a seat. They can be removed at any time, and their comments stay.',
      'Each shared project shows a banner to members, so it is clear when a comment will be visible outside the team.',
    ],
    cover: ['warning', 'primary'],
  },
  {
    id: 'search-index',
    title: 'Making search fast on large workspaces',
    category: 'Engineering',
    date: '2024-06-11',
    team: 'Search team',
    summary: 'Splitting the index per project made the first results appear in a fraction of the time.',
    body: [
      'One index for a whole workspace grew with every project and was slow to update. Each project now has its own, and a query asks the projects you opened recently first.',
      'Results stream in as each part answers, so the list starts filling before the slowest project has replied.',
    ],
    cover: ['primary', 'secondary'],
  },
];

/** The posts of a category (all of them for `null`) whose title, summary or category contains every word of the query. */
export function filterPosts(posts: readonly Post[], query: string, category: Category | null): Post[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (category && post.category !== category) return false;
    const text = `${post.title} ${post.summary} ${post.category}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** `2024-08-20` -> `August 20, 2024`, the same on every machine. */
export function formatPostDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
