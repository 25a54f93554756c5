import { createThemeCache } from './themeCache';

interface Input {
  name: string;
  extra?: number;
}

function cacheOf(capacity: number) {
  const build = jest.fn((input: Input) => {
    if (input.name === 'bad') throw new Error(`cannot build ${input.name}`);
    return { built: input.name };
  });
  const cache = createThemeCache(build, (input: Input) => input.name, capacity);
  return { build, cache };
}

describe('createThemeCache', () => {
  it('builds a theme once per key and hands the same object back', () => {
    const { build, cache } = cacheOf(4);
    const first = cache.get({ name: 'a' });
    const again = cache.get({ name: 'a', extra: 1 });
    expect(again).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(cache.get({ name: 'b' })).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('holds at most its capacity, dropping the least recently used', () => {
    const { build, cache } = cacheOf(2);
    const a = cache.get({ name: 'a' });
    cache.get({ name: 'b' });
    expect(cache.get({ name: 'a' })).toBe(a); // a is now the most recent
    cache.get({ name: 'c' }); // drops b
    expect(cache.size).toBe(2);
    expect(build).toHaveBeenCalledTimes(3);
    expect(cache.get({ name: 'a' })).toBe(a);
    expect(build).toHaveBeenCalledTimes(3);
    cache.get({ name: 'b' });
    expect(build).toHaveBeenCalledTimes(4);
  });

  it('does not hold a build that threw: the same input throws again', () => {
    const { build, cache } = cacheOf(2);
    expect(() => cache.get({ name: 'bad' })).toThrow('cannot build bad');
    expect(() => cache.get({ name: 'bad' })).toThrow('cannot build bad');
    expect(build).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });
});
