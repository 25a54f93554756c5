/** @jest-environment jsdom */
/**
 * The analytics client module's wiring: what starts when the module loads (only with a measurement
 * id, only in a browser) and which route changes become page views. The pieces it wires (title
 * wait, click tracking, sampling, transport) have their own tests beside them; gtag.js loading in
 * the built site is tested in test/e2e/analytics.test.ts.
 */
import type { ClientModule } from '@docusaurus/types';

const mockEnvironment = { canUseDOM: true };
const mockConfig: { value: { id: string } | null } = { value: { id: 'G-TEST' } };
const mockLoad = jest.fn();
const mockPageView = jest.fn();
const mockInstallClickTracking = jest.fn();
const mockReportWebVitals = jest.fn(async () => undefined);
const mockWebVitalsSampled = jest.fn(() => true);
/** The pending title waits, in order: settle one with its title, or see that it was cancelled. */
const mockWaits: Array<{ previous: string | null; settle(title: string): void; cancel: jest.Mock }> = [];

jest.mock('@docusaurus/ExecutionEnvironment', () => ({ __esModule: true, default: mockEnvironment }), {
  virtual: true,
});
jest.mock('@generated/globalData', () => ({ __esModule: true, default: {} }), { virtual: true });
jest.mock('./index', () => ({
  analytics: { pageView: mockPageView, click: jest.fn(), webVital: jest.fn() },
  gtagTransport: { load: mockLoad },
}));
jest.mock('./clientConfig', () => ({ gtagConfigFromGlobalData: () => mockConfig.value }));
jest.mock('./clickTracking', () => ({ installClickTracking: mockInstallClickTracking }));
jest.mock('./webVitals', () => ({ reportWebVitals: mockReportWebVitals }));
jest.mock('./sampling', () => ({ browserSessionStorage: () => null, webVitalsSampled: mockWebVitalsSampled }));
jest.mock('./pageView', () => ({
  ...jest.requireActual('./pageView'),
  browserTitleWaitEnvironment: () => ({}),
  afterTitleSettles: (previous: string | null, onTitle: (title: string) => void) => {
    const cancel = jest.fn();
    mockWaits.push({ previous, settle: onTitle, cancel });
    return cancel;
  },
}));

type RouteArgs = Parameters<NonNullable<ClientModule['onRouteDidUpdate']>>[0];
const route = (module: ClientModule, pathname: string, hash = '') =>
  module.onRouteDidUpdate?.({
    location: { pathname, hash, search: '' },
    previousLocation: null,
  } as unknown as RouteArgs);

/** A fresh copy of the module, loaded with the given configuration and environment. */
function load({
  config = { id: 'G-TEST' } as { id: string } | null,
  canUseDOM = true,
  sampledVitals = true,
} = {}): ClientModule {
  mockConfig.value = config;
  mockEnvironment.canUseDOM = canUseDOM;
  mockWebVitalsSampled.mockReturnValue(sampledVitals);
  let module: ClientModule | undefined;
  jest.isolateModules(() => {
    module = (jest.requireActual('./clientModule') as { default: ClientModule }).default;
  });
  return module!;
}

beforeEach(() => {
  jest.clearAllMocks();
  mockWaits.length = 0;
});

describe('analytics client module', () => {
  it('with a measurement id in a browser, loads gtag, tracks clicks and reports web vitals of sampled sessions', () => {
    load();
    expect(mockLoad).toHaveBeenCalledWith({ id: 'G-TEST' });
    expect(mockInstallClickTracking).toHaveBeenCalledWith(document, expect.any(Function));
    expect(mockReportWebVitals).toHaveBeenCalledTimes(1);
  });

  it('reports no web vitals for a session that is not sampled', () => {
    load({ sampledVitals: false });
    expect(mockLoad).toHaveBeenCalled();
    expect(mockReportWebVitals).not.toHaveBeenCalled();
  });

  it('without a measurement id, or on the server, starts nothing and sends no page view', () => {
    for (const options of [{ config: null }, { canUseDOM: false }]) {
      const module = load(options);
      route(module, '/x/introduction');
      expect(mockWaits).toHaveLength(0);
    }
    expect(mockLoad).not.toHaveBeenCalled();
    expect(mockInstallClickTracking).not.toHaveBeenCalled();
  });

  it('sends one page view per new page, once its title is in place, the previous title told to the wait', () => {
    const module = load();
    route(module, '/x/introduction');
    expect(mockWaits[0]?.previous).toBeNull();
    mockWaits[0]?.settle('Introduction');
    expect(mockPageView).toHaveBeenCalledTimes(1);
    expect(mockPageView.mock.calls[0]?.[0]).toMatchObject({ page_title: 'Introduction' });
    route(module, '/x/introduction/licensing');
    expect(mockWaits[1]?.previous).toBe('Introduction');
  });

  it('sends none for a new hash or query on the same page', () => {
    const module = load();
    route(module, '/x/introduction');
    route(module, '/x/introduction', '#plans');
    route(module, '/x/introduction/');
    expect(mockWaits).toHaveLength(1);
  });

  it('cancels the wait of a page left before its title settled', () => {
    const module = load();
    route(module, '/x/introduction');
    route(module, '/x/introduction/licensing');
    expect(mockWaits[0]?.cancel).toHaveBeenCalled();
    expect(mockWaits[1]?.cancel).not.toHaveBeenCalled();
  });
});
