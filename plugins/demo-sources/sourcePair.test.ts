import { sourcePair, SOURCE_PAIR_CACHE_SIZE } from './loadDemoSources';
import { tsToJs } from './transform';

jest.mock('./transform', () => ({
  ...jest.requireActual<typeof import('./transform')>('./transform'),
  tsToJs: jest.fn(async (source: string) => `js:${source}`),
}));

const mockedTsToJs = jest.mocked(tsToJs);

beforeEach(() => {
  mockedTsToJs.mockClear();
});

describe('sourcePair: one transform per file and text in a process', () => {
  it('transforms a text once, for the client and the server compilations alike, even when asked at once', async () => {
    const [client, server] = await Promise.all([
      sourcePair('const a = 1;', '/site/demos/Once.tsx'),
      sourcePair('const a = 1;', '/site/demos/Once.tsx'),
    ]);
    expect(client).toEqual({ ts: 'const a = 1;', js: 'js:const a = 1;' });
    expect(server).toBe(client);
    await sourcePair('const a = 1;', '/site/demos/Once.tsx');
    expect(mockedTsToJs).toHaveBeenCalledTimes(1);
  });

  it('transforms again when the text changed (an edit in watch mode) or for another file with the same text', async () => {
    await sourcePair('const b = 1;', '/site/demos/Edited.tsx');
    await sourcePair('const b = 2;', '/site/demos/Edited.tsx');
    await sourcePair('const b = 2;', '/site/demos/Other.tsx');
    expect(mockedTsToJs.mock.calls.map(([source, file]) => [file, source])).toEqual([
      ['/site/demos/Edited.tsx', 'const b = 1;'],
      ['/site/demos/Edited.tsx', 'const b = 2;'],
      ['/site/demos/Other.tsx', 'const b = 2;'],
    ]);
  });

  it('keeps no failure: the next load of a text that failed runs the transform again', async () => {
    mockedTsToJs.mockRejectedValueOnce(new Error('/site/demos/Broken.tsx: Unexpected token'));
    await expect(sourcePair('const c = ;', '/site/demos/Broken.tsx')).rejects.toThrow('/site/demos/Broken.tsx');
    await expect(sourcePair('const c = ;', '/site/demos/Broken.tsx')).resolves.toEqual({
      ts: 'const c = ;',
      js: 'js:const c = ;',
    });
    expect(mockedTsToJs).toHaveBeenCalledTimes(2);
  });

  it('gives the TS as written, with Windows line endings read as Unix ones', async () => {
    const pair = await sourcePair('const d = 1;\r\nconst e = "two";\r\n', '/site/demos/Crlf.tsx');
    expect(pair.ts).toBe('const d = 1;\nconst e = "two";\n');
  });

  it('forgets the oldest texts beyond its size, so a long watch session does not grow without end', async () => {
    const first = '/site/demos/First.tsx';
    await sourcePair('first', first);
    for (let index = 0; index < SOURCE_PAIR_CACHE_SIZE; index += 1)
      await sourcePair(`text ${index}`, '/site/demos/Many.tsx');
    mockedTsToJs.mockClear();
    await sourcePair(`text ${SOURCE_PAIR_CACHE_SIZE - 1}`, '/site/demos/Many.tsx');
    expect(mockedTsToJs).not.toHaveBeenCalled();
    await sourcePair('first', first);
    expect(mockedTsToJs).toHaveBeenCalledTimes(1);
  });
});
