import { readAhead } from './readAhead';

/** A preparation the test finishes by hand, recording when each item started. */
function manual() {
  const startedItems: number[] = [];
  const finish = new Map<number, (value: string) => void>();
  const fail = new Map<number, (error: Error) => void>();
  const prepare = (item: number) =>
    new Promise<string>((resolve, reject) => {
      startedItems.push(item);
      finish.set(item, resolve);
      fail.set(item, reject);
    });
  return { startedItems, finish, fail, prepare };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('readAhead', () => {
  it('yields every result in the order of the items, whatever order they finish in', async () => {
    const delays = [30, 5, 20, 0, 10];
    const results: string[] = [];
    for await (const result of readAhead(
      delays,
      3,
      (delay) => new Promise<string>((resolve) => setTimeout(() => resolve(`item ${delay}`), delay)),
    ))
      results.push(result);
    expect(results).toEqual(delays.map((delay) => `item ${delay}`));
  });

  it('prepares at most the window ahead of the consumer', async () => {
    const { startedItems, finish, prepare } = manual();
    const iterator = readAhead([0, 1, 2, 3, 4, 5], 3, prepare);
    const first = iterator.next();
    await tick();
    expect(startedItems).toEqual([0, 1, 2]);
    finish.get(1)!('one');
    finish.get(0)!('zero');
    expect((await first).value).toBe('zero');
    const second = iterator.next();
    await tick();
    expect(startedItems).toEqual([0, 1, 2, 3]);
    expect((await second).value).toBe('one');
    await iterator.return(undefined);
  });

  it('throws a failed preparation when the consumer reaches it, not before', async () => {
    const { finish, fail, prepare } = manual();
    const iterator = readAhead([0, 1, 2], 3, prepare);
    const first = iterator.next();
    await tick();
    fail.get(1)!(new Error('cannot read page 1'));
    finish.get(0)!('zero');
    expect((await first).value).toBe('zero');
    await expect(iterator.next()).rejects.toThrow('cannot read page 1');
  });

  it('works one at a time with a window of 1 or less, and yields nothing for no items', async () => {
    const seen: number[] = [];
    for await (const result of readAhead([1, 2], 0, async (item) => item * 10)) seen.push(result);
    expect(seen).toEqual([10, 20]);
    for await (const result of readAhead([], 4, async () => 'never')) seen.push(Number(result));
    expect(seen).toEqual([10, 20]);
  });
});
