import { keptPromise } from './keptPromise';

describe('keptPromise', () => {
  it('makes a key once and gives the same promise back', async () => {
    const kept = new Map<string, Promise<number>>();
    const make = jest.fn(async () => 1);
    const first = keptPromise(kept, 'a', 10, make);
    expect(keptPromise(kept, 'a', 10, make)).toBe(first);
    await expect(first).resolves.toBe(1);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('forgets a promise that failed, so the next call makes it again', async () => {
    const kept = new Map<string, Promise<number>>();
    await expect(keptPromise(kept, 'b', 10, async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(keptPromise(kept, 'b', 10, async () => 2)).resolves.toBe(2);
  });

  it('lets the oldest go past its limit', async () => {
    const kept = new Map<string, Promise<string>>();
    for (const key of ['one', 'two', 'three']) await keptPromise(kept, key, 2, async () => key);
    expect([...kept.keys()]).toEqual(['two', 'three']);
  });
});
