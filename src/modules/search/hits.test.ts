import {
  afterNextFrame,
  excerptParts,
  isLooseMatch,
  latinTerms,
  matchedWords,
  runQuery,
  sharesStem,
  toHit,
} from './hits';
import type { PagefindApi } from './engine';

describe('excerptParts', () => {
  it('splits the matches from the text and decodes the escaped characters, never reading HTML', () => {
    expect(excerptParts('Set the <mark>license</mark> key &lt;b&gt; &amp; go')).toEqual([
      { text: 'Set the ', matched: false },
      { text: 'license', matched: true },
      { text: ' key <b> & go', matched: false },
    ]);
    expect(excerptParts('<mark>安装</mark>')).toEqual([{ text: '安装', matched: true }]);
    expect(excerptParts('')).toEqual([]);
  });
});

describe('toHit', () => {
  it('reads the title, area and path of a result', () => {
    expect(
      toHit(
        {
          url: '/zh/x/introduction/licensing?pagefind-highlight=key',
          excerpt: '<mark>key</mark>',
          meta: { title: ' Licensing ' },
        },
        '/zh/',
      ),
    ).toEqual({
      url: '/zh/x/introduction/licensing?pagefind-highlight=key',
      title: 'Licensing',
      area: 'x',
      path: ['x', 'introduction', 'licensing'],
      excerpt: [{ text: 'key', matched: true }],
    });
  });

  it('falls back on the path when the page has no title', () => {
    expect(toHit({ url: '/versions', excerpt: 'a', meta: {} }, '/').title).toBe('/versions');
  });
});

describe('afterNextFrame', () => {
  const scope = globalThis as { requestAnimationFrame?: (callback: (time: number) => void) => number };

  it('resolves in a task after the next animation frame', async () => {
    const order: string[] = [];
    scope.requestAnimationFrame = (callback) => {
      setTimeout(() => {
        order.push('frame');
        callback(0);
        order.push('frame done');
      }, 0);
      return 1;
    };
    try {
      const waiting = afterNextFrame().then(() => order.push('after'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      await waiting;
      expect(order).toEqual(['frame', 'frame done', 'after']);
    } finally {
      delete scope.requestAnimationFrame;
    }
  });

  it('resolves after the frame with a timer where there is no MessageChannel (jsdom)', async () => {
    const channel = globalThis.MessageChannel;
    const frames: Array<(time: number) => void> = [];
    scope.requestAnimationFrame = (callback) => frames.push(callback);
    Reflect.deleteProperty(globalThis, 'MessageChannel');
    try {
      let done = false;
      const waiting = afterNextFrame().then(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(done).toBe(false);
      frames[0]!(0);
      expect(done).toBe(false);
      await waiting;
      expect(done).toBe(true);
    } finally {
      delete scope.requestAnimationFrame;
      globalThis.MessageChannel = channel;
    }
  });

  it('resolves at once where there are no frames', async () => {
    expect(scope.requestAnimationFrame).toBeUndefined();
    await expect(afterNextFrame()).resolves.toBeUndefined();
  });
});

describe('runQuery', () => {
  it('filters to the area, reads the first results only and counts them all', async () => {
    const search = jest.fn(async () => ({
      results: ['/x/a', '/x/b', '/x/c'].map((url) => ({
        id: url,
        data: jest.fn(async () => ({ url, excerpt: url, meta: { title: url } })),
      })),
    }));
    const engine = { search } as unknown as PagefindApi;
    const answer = (await runQuery(engine, 'grid', 'x', 2, '/'))!;
    expect(search).toHaveBeenCalledWith('grid', { filters: { area: 'x' } });
    expect(answer.total).toBe(3);
    expect(answer.hits.map((hit) => hit.url)).toEqual(['/x/a', '/x/b']);
    await runQuery(engine, 'grid', 'all', 2, '/');
    expect(search).toHaveBeenLastCalledWith('grid', { filters: {} });
  });

  it('answers nothing when the engine has no answer', async () => {
    const engine = { search: async () => null } as unknown as PagefindApi;
    await expect(runQuery(engine, 'x', 'all', 8, '/')).resolves.toMatchObject({
      query: 'x',
      hits: [],
      total: 0,
      complete: true,
    });
  });

  it("asks for the first result's data alone, shows it as soon as it arrives, then the rest in order", async () => {
    const arrive = new Map<string, () => void>();
    const engine = {
      search: async () => ({
        results: ['/x/a', '/x/b', '/x/c', '/x/d'].map((url) => ({
          id: url,
          data: () =>
            new Promise((resolve) =>
              arrive.set(url, () =>
                resolve({ url, excerpt: '', meta: { title: url }, content: 'grid', locations: [0] }),
              ),
            ),
        })),
      }),
    } as unknown as PagefindApi;
    const partials: Array<{ urls: string[]; complete: boolean; run: object }> = [];
    let frameDone!: () => void;
    const running = runQuery(engine, 'grid', 'x', 4, '/', {
      onPartial: (answer) =>
        partials.push({ urls: answer.hits.map((hit) => hit.url), complete: answer.complete, run: answer.run }),
      afterShown: () => new Promise<void>((resolve) => (frameDone = resolve)),
    });
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    await tick();
    expect([...arrive.keys()]).toEqual(['/x/a']); // the others wait: they would share its bandwidth
    arrive.get('/x/a')!();
    await tick();
    expect(partials.map((partial) => partial.urls)).toEqual([['/x/a']]);
    // ...and wait for the frame that shows the first: their decoding would hold it up
    expect([...arrive.keys()]).toEqual(['/x/a']);
    frameDone();
    await tick();
    expect([...arrive.keys()]).toEqual(['/x/a', '/x/b', '/x/c', '/x/d']);
    expect(partials[0]!.complete).toBe(false);
    arrive.get('/x/c')!();
    await tick();
    expect(partials).toHaveLength(1); // the third result is not shown before the second
    arrive.get('/x/b')!();
    await tick();
    expect(partials.map((partial) => partial.urls)).toEqual([['/x/a'], ['/x/a', '/x/b', '/x/c']]);
    arrive.get('/x/d')!();
    const answer = (await running)!;
    expect(answer.hits.map((hit) => hit.url)).toEqual(['/x/a', '/x/b', '/x/c', '/x/d']);
    expect(answer.complete).toBe(true);
    expect(answer.run).toBe(partials[0]!.run);
    expect(partials).toHaveLength(2); // the complete answer is the promise's, not a partial one
  });

  it('gives no partial answer whose first results are all loose matches', async () => {
    const engine = {
      search: async () => ({
        results: [
          { url: '/a', content: 'x marks', locations: [0] },
          { url: '/b', content: 'xylophone', locations: [0] },
        ].map((item) => ({ id: item.url, data: async () => ({ ...item, excerpt: '', meta: {} }) })),
      }),
    } as unknown as PagefindApi;
    const onPartial = jest.fn();
    const answer = (await runQuery(engine, 'xylophone', 'all', 2, '/', { onPartial }))!;
    expect(onPartial).not.toHaveBeenCalled();
    expect(answer.hits.map((hit) => hit.url)).toEqual(['/b']);
  });

  it('runs no search for a query no longer wanted when its turn comes, and resolves null', async () => {
    let finishFirst!: () => void;
    const search = jest.fn((query: string) =>
      query === 'l'
        ? new Promise((resolve) => (finishFirst = () => resolve({ results: [] })))
        : Promise.resolve({ results: [] }),
    );
    const engine = { search } as unknown as PagefindApi;
    let latest = 'l';
    const ask = (query: string) => {
      latest = query;
      return runQuery(engine, query, 'all', 2, '/', { isWanted: () => latest === query });
    };
    const answers = [ask('l')];
    await new Promise((resolve) => setTimeout(resolve, 0)); // the first search has started
    answers.push(ask('li'), ask('lic'), ask('licensing'));
    finishFirst();
    const [first, ...rest] = await Promise.all(answers);
    expect(first).toBeNull(); // replaced while it searched: nothing to show
    expect(rest.map((answer) => answer?.query ?? null)).toEqual([null, null, 'licensing']);
    expect(search.mock.calls.map(([query]) => query)).toEqual(['l', 'licensing']);
  });

  it("asks for no further result data once the query is replaced after the first result's", async () => {
    const data = ['/x/a', '/x/b', '/x/c'].map((url) =>
      jest.fn(async () => ({ url, excerpt: '', meta: { title: url }, content: 'grid', locations: [0] })),
    );
    const engine = {
      search: async () => ({ results: data.map((read, index) => ({ id: String(index), data: read })) }),
    } as unknown as PagefindApi;
    let wanted = true;
    const onPartial = jest.fn(() => (wanted = false));
    await expect(runQuery(engine, 'grid', 'all', 3, '/', { onPartial, isWanted: () => wanted })).resolves.toBeNull();
    expect(data.map((read) => read.mock.calls.length)).toEqual([1, 0, 0]);
  });
});

describe('loose matches (Pagefind answers an unknown word with its longest indexed prefix)', () => {
  const page = (content: string, locations: number[]) => ({ url: '/p', excerpt: '', meta: {}, content, locations });

  it('reads the Latin words of a query, lowercased and trimmed of punctuation; Chinese words are left out', () => {
    expect(latinTerms('  DataGrid "sorting", 安装 v7.14 ')).toEqual(['datagrid', 'sorting', 'v7.14']);
    expect(latinTerms('安装')).toEqual([]);
  });

  it('a matched word shares a stem with a query word when their first four letters agree (all of a shorter word)', () => {
    expect(sharesStem('sorted', 'sorting')).toBe(true);
    expect(sharesStem('installation', 'installa')).toBe(true);
    expect(sharesStem('`DataGridPro`,', 'datagrid')).toBe(true);
    expect(sharesStem('x', 'xylophone')).toBe(false);
    expect(sharesStem('or', 'orchid')).toBe(false);
    expect(sharesStem('are', 'ark')).toBe(false);
    expect(sharesStem('api', 'api')).toBe(true);
  });

  it('reads the matched words at their locations', () => {
    expect(matchedWords(page('Sort the rows\nby x and y', [0, 4]))).toEqual(['Sort', 'x']);
    expect(matchedWords(page('安装\u200B的\u200B DataGrid', [0, 2]))).toEqual(['安装', ' DataGrid']);
    expect(matchedWords({ url: '/p', excerpt: '', meta: {} })).toEqual([]);
  });

  it('calls a page loose when no matched word shares a stem with any query word', () => {
    expect(isLooseMatch(page('set x to 5', [1]), ['xylophone'])).toBe(true);
    expect(isLooseMatch(page('Sorting rows', [0]), ['sorted'])).toBe(false);
    expect(isLooseMatch(page('set x to 5', [1]), [])).toBe(false);
    expect(isLooseMatch({ url: '/p', excerpt: '', meta: {} }, ['xylophone'])).toBe(false);
  });

  it('answers no results when every result read is loose, and drops the loose ones otherwise', async () => {
    const engineOf = (pages: Array<{ url: string; content: string; locations: number[] }>) =>
      ({
        search: async () => ({
          results: pages.map((item) => ({ id: item.url, data: async () => ({ ...item, excerpt: '', meta: {} }) })),
        }),
      }) as unknown as PagefindApi;
    const loose = engineOf([
      { url: '/a', content: 'x marks', locations: [0] },
      { url: '/b', content: 'an x', locations: [1] },
      { url: '/c', content: 'x', locations: [0] },
    ]);
    await expect(runQuery(loose, 'xylophone', 'all', 2, '/')).resolves.toMatchObject({
      query: 'xylophone',
      hits: [],
      total: 0,
    });
    const mixed = engineOf([
      { url: '/a', content: 'Sorting rows', locations: [0] },
      { url: '/b', content: 'so it goes', locations: [0] },
      { url: '/c', content: 'sorted', locations: [0] },
    ]);
    const answer = (await runQuery(mixed, 'sorting', 'all', 2, '/'))!;
    expect(answer.hits.map((hit) => hit.url)).toEqual(['/a']);
    expect(answer.total).toBe(2);
  });
});
