import { searchInTurn } from './searchTurns';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('searchInTurn', () => {
  it('runs a search at once on an idle engine', async () => {
    const engine = {};
    await expect(
      searchInTurn(
        engine,
        () => true,
        async () => 'answer',
      ),
    ).resolves.toBe('answer');
  });

  it('starts a search only once the one in progress on the same engine has finished', async () => {
    const engine = {};
    const first = deferred<string>();
    const started: string[] = [];
    const one = searchInTurn(
      engine,
      () => true,
      () => {
        started.push('one');
        return first.promise;
      },
    );
    const two = searchInTurn(
      engine,
      () => true,
      async () => {
        started.push('two');
        return 'second';
      },
    );
    await tick();
    expect(started).toEqual(['one']);
    first.resolve('first');
    await expect(one).resolves.toBe('first');
    await expect(two).resolves.toBe('second');
    expect(started).toEqual(['one', 'two']);
  });

  it('skips the searches whose query was replaced while they waited, and runs the newest', async () => {
    const engine = {};
    const first = deferred<string>();
    const wanted = new Set(['lic']);
    const run = (query: string) => {
      wanted.clear();
      wanted.add(query);
      return searchInTurn(
        engine,
        () => wanted.has(query),
        async () => query,
      );
    };
    const searches = [
      searchInTurn(
        engine,
        () => true,
        () => first.promise,
      ),
      run('lic'),
      run('lice'),
      run('licensing'),
    ];
    first.resolve('l');
    await expect(Promise.all(searches)).resolves.toEqual(['l', null, null, 'licensing']);
  });

  it('goes on after a search that failed, and does not hold other engines back', async () => {
    const engine = {};
    const other = {};
    const failing = deferred<string>();
    const failed = searchInTurn(
      engine,
      () => true,
      () => failing.promise,
    );
    await expect(
      searchInTurn(
        other,
        () => true,
        async () => 'other',
      ),
    ).resolves.toBe('other');
    const next = searchInTurn(
      engine,
      () => true,
      async () => 'next',
    );
    failing.reject(new Error('chunk missing'));
    await expect(failed).rejects.toThrow('chunk missing');
    await expect(next).resolves.toBe('next');
  });
});
