/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://docs.example.com/x/introduction"}
 */
import { SKIP_WAITING_MESSAGE } from './updateFlow';
import { CACHE_URLS } from './worker/messages';

const mockSiteConfig = {
  baseUrl: '/',
  customFields: { services: { docsHost: 'docs.example.com' } as Record<string, string> },
};
jest.mock('@generated/docusaurus.config', () => ({ __esModule: true, default: mockSiteConfig }), { virtual: true });

type Listener = () => void;

/** A service worker container whose registration resolves (or fails) as told. */
function fakeContainer(options: { fail?: boolean } = {}) {
  const active = {
    state: 'activated',
    messages: [] as unknown[],
    postMessage(message: unknown) {
      this.messages.push(message);
    },
    addEventListener() {},
  };
  const registration = {
    installing: null,
    waiting: null,
    active,
    updates: 0,
    listeners: [] as Listener[],
    addEventListener(_type: string, listener: Listener) {
      this.listeners.push(listener);
    },
    update() {
      this.updates += 1;
      return Promise.resolve();
    },
  };
  const container = {
    controller: null as typeof active | null,
    calls: [] as Array<[string, RegistrationOptions | undefined]>,
    register(url: string, init?: RegistrationOptions) {
      container.calls.push([url, init]);
      return options.fail
        ? Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'))
        : Promise.resolve(registration);
    },
    ready: Promise.resolve(registration),
  };
  return { container, registration, active };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Loads the client module afresh, as a new page would, in a production build. */
function loadModule(
  container: unknown,
  { production = true }: { production?: boolean } = {},
): typeof import('./register') {
  const previous = process.env.NODE_ENV;
  Object.defineProperty(window.navigator, 'serviceWorker', { value: container, configurable: true });
  if (container === undefined) delete (window.navigator as unknown as Record<string, unknown>).serviceWorker;
  (process.env as Record<string, string>).NODE_ENV = production ? 'production' : 'development';
  let loaded: typeof import('./register') | undefined;
  try {
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import('./register')>('./register');
    });
  } finally {
    (process.env as Record<string, string>).NODE_ENV = previous as string;
  }
  return loaded as typeof import('./register');
}

describe('service worker registration (client module)', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    mockSiteConfig.customFields.services.docsHost = 'docs.example.com';
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errors.mockRestore();
  });

  it('registers /x/sw.js with scope /x/ on the docs host and hands the worker the page and its files', async () => {
    const { container, active } = fakeContainer();
    loadModule(container);
    await flush();
    expect(container.calls).toHaveLength(1);
    const [url, init] = container.calls[0];
    expect(url.startsWith('/x/sw.js?params=')).toBe(true);
    expect(init).toEqual({ scope: '/x/' });
    await flush();
    expect(active.messages).toEqual([{ type: CACHE_URLS, urls: ['https://docs.example.com/x/introduction'] }]);
  });

  it('does not register on another host', async () => {
    mockSiteConfig.customFields.services.docsHost = 'mui.example.org';
    const { container } = fakeContainer();
    loadModule(container);
    await flush();
    expect(container.calls).toEqual([]);
  });

  it('does not register outside production', async () => {
    const { container } = fakeContainer();
    loadModule(container, { production: false });
    await flush();
    expect(container.calls).toEqual([]);
  });

  it('does nothing, without an error, where service workers do not exist', async () => {
    expect(() => loadModule(undefined)).not.toThrow();
    await flush();
    expect(errors).not.toHaveBeenCalled();
  });

  it('stays silent when the registration fails', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const { container } = fakeContainer({ fail: true });
    const module = loadModule(container);
    await flush();
    await flush();
    expect(container.calls).toHaveLength(1);
    expect(() => module.onRouteDidUpdate()).not.toThrow();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('reports each client-side navigation and checks for updates at most every few minutes', async () => {
    const { container, registration, active } = fakeContainer();
    const module = loadModule(container);
    await flush();
    await flush();
    active.messages.length = 0;
    module.onRouteDidUpdate();
    module.onRouteDidUpdate();
    expect(active.messages).toEqual([
      { type: CACHE_URLS, urls: ['https://docs.example.com/x/introduction'] },
      { type: CACHE_URLS, urls: ['https://docs.example.com/x/introduction'] },
    ]);
    // The registration itself was the first check; the next one waits for the minimum interval.
    expect(registration.updates).toBe(0);
  });

  it('follows updates of the registration (a skip-waiting message for a new worker)', async () => {
    const { container, registration } = fakeContainer();
    container.controller = { ...registration.active };
    loadModule(container);
    await flush();
    const worker = {
      state: 'installing',
      messages: [] as unknown[],
      listeners: [] as Listener[],
      postMessage(message: unknown) {
        this.messages.push(message);
      },
      addEventListener(_type: string, listener: Listener) {
        this.listeners.push(listener);
      },
    };
    (registration as unknown as { installing: unknown }).installing = worker;
    registration.listeners.forEach((listener) => listener());
    worker.state = 'installed';
    worker.listeners.forEach((listener) => listener());
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
  });
});
