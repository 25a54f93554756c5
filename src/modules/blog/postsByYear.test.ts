import { postsByYear } from './postsByYear';

const post = (date: string, title = date) => ({ permalink: `/blog/${title}`, title, date });

describe('postsByYear', () => {
  it('groups by year, newest year and newest post first', () => {
    const groups = postsByYear([post('2023-05-01'), post('2024-08-15'), post('2024-01-02'), post('2023-12-31')]);
    expect(groups.map((group) => group.year)).toEqual(['2024', '2023']);
    expect(groups[0]!.posts.map((p) => p.date)).toEqual(['2024-08-15', '2024-01-02']);
    expect(groups[1]!.posts.map((p) => p.date)).toEqual(['2023-12-31', '2023-05-01']);
  });

  it('is empty without posts and keeps extra fields', () => {
    expect(postsByYear([])).toEqual([]);
    const [group] = postsByYear([{ ...post('2022-02-02T10:00:00.000Z'), extra: 1 }]);
    expect(group).toEqual({ year: '2022', posts: [expect.objectContaining({ extra: 1 })] });
  });
});
