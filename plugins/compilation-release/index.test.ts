import compilationReleasePlugin from '.';
import { ReleaseRuntimeModulesPlugin } from './releaseRuntimeModules';
import { fullCollection } from './fullCollection';

jest.mock('./fullCollection', () => {
  const collect = jest.fn();
  return { fullCollection: () => collect };
});

type Configure = (config: object, isServer: boolean) => { plugins?: ReleaseRuntimeModulesPlugin[] };

const originalEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = originalEnv;
  jest.useRealTimers();
});

describe('compilationReleasePlugin', () => {
  it('adds the release to both bundles of a production build, and nothing to the development server', () => {
    const configure = compilationReleasePlugin().configureWebpack as unknown as Configure;
    process.env.NODE_ENV = 'production';
    expect(configure({}, false).plugins?.[0]).toBeInstanceOf(ReleaseRuntimeModulesPlugin);
    expect(configure({}, true).plugins?.[0]).toBeInstanceOf(ReleaseRuntimeModulesPlugin);
    process.env.NODE_ENV = 'development';
    expect(configure({}, false)).toEqual({});
  });

  it('collects before the next locale loads only after a compiler let its compilation go', async () => {
    jest.useFakeTimers();
    const collect = fullCollection() as jest.Mock;
    collect.mockClear();
    const plugin = compilationReleasePlugin();
    const loadContent = plugin.loadContent as () => Promise<void>;

    const nothingReleased = loadContent();
    await jest.runAllTimersAsync();
    await nothingReleased;
    expect(collect).not.toHaveBeenCalled();

    process.env.NODE_ENV = 'production';
    const release = (plugin.configureWebpack as unknown as Configure)({}, false).plugins![0]!;
    (release as unknown as { onShutdown: () => void }).onShutdown();
    await jest.runAllTimersAsync();
    // While the locale's pages render: three rounds.
    expect(collect).toHaveBeenCalledTimes(3);

    // The next locale (a new instance of this module's plugin, as Docusaurus loads the config per locale).
    const next = compilationReleasePlugin().loadContent as () => Promise<void>;
    const loading = next();
    await jest.runAllTimersAsync();
    await loading;
    expect(collect).toHaveBeenCalledTimes(4);

    const again = next();
    await jest.runAllTimersAsync();
    await again;
    expect(collect).toHaveBeenCalledTimes(4);
  });
});
