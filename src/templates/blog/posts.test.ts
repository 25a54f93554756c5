import { POSTS, filterPosts, formatPostDate } from './posts';

describe('blog posts', () => {
  it('are unique and newest first', () => {
    expect(new Set(POSTS.map((post) => post.id)).size).toBe(POSTS.length);
    const dates = POSTS.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filter by category, by every word of the query, or both', () => {
    expect(filterPosts(POSTS, '', null)).toHaveLength(POSTS.length);
    expect(filterPosts(POSTS, '', 'Engineering').map((post) => post.id)).toEqual(['offline-sync', 'search-index']);
    expect(filterPosts(POSTS, 'DARK mode', null).map((post) => post.id)).toEqual(['dark-mode']);
    expect(filterPosts(POSTS, 'guests', 'Engineering')).toEqual([]);
    expect(filterPosts(POSTS, '  review  ', null).map((post) => post.id)).toEqual(['weekly-review']);
  });

  it('format dates the same way everywhere', () => {
    expect(formatPostDate('2024-08-20')).toBe('August 20, 2024');
    expect(formatPostDate('2024-06-11')).toBe('June 11, 2024');
  });
});
