export interface PostSummary {
  permalink: string;
  title: string;
  /** ISO date. */
  date: string;
}

/** Groups posts by the year of their date, newest year first and newest post first within a year. */
export function postsByYear<T extends PostSummary>(posts: readonly T[]): Array<{ year: string; posts: T[] }> {
  const groups = new Map<string, T[]>();
  for (const post of [...posts].sort((a, b) => b.date.localeCompare(a.date))) {
    const year = post.date.slice(0, 4);
    groups.set(year, [...(groups.get(year) ?? []), post]);
  }
  return [...groups.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([year, list]) => ({ year, posts: list }));
}
