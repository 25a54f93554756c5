/** @jest-environment jsdom */
/**
 * The slot's life as a hook: what it injects, asks, polls, shows and reports, and how it stops.
 * The rendered slot (markup, links, ad-blocker notice, sampling of displays) is tested in
 * src/components/AdSlot/AdSlot.test.tsx; a real third-party script that moves the slot's content,
 * and the reserved height, only in a browser: test/e2e/ads.test.ts ('when a misbehaving ad script
 * breaks the slot, ...', 'reserves ... px at ... px wide from the first paint ...').
 */
import { act, renderHook } from '@testing-library/react';
import { ErrorBoundary } from 'react-error-boundary';
import { ADS } from '@site/src/data/constants';
import { AdProvider, type AdEnvironment } from './AdContext';
import { AD_SCRIPT_ID, SCRIPT_AD_ID } from './adScript';
import type { FetchLike } from './fetchAd';
import { useAdSlot, type AdSlotElements } from './useAdSlot';

const READER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SCRIPT_URL = 'https://cdn.ads.example.com/carbon.js';
const AD_ENTRY = {
  statlink: 'https://srv.ads.example.com/click/1',
  company: 'Northwind',
  description: 'Preview deployments.',
};

interface Setup {
  userAgent?: string;
  scriptUrl?: string;
  jsonUrl?: string;
  /** The JSON endpoint's answer body; never answers when undefined. */
  body?: unknown;
  random?: () => number;
  /** Which of the slot's elements are in the document. */
  connected?: 'both' | 'container only';
}

function setup({
  userAgent = READER,
  scriptUrl = SCRIPT_URL,
  jsonUrl = '/ads/ads.json',
  body,
  random = () => 0.5,
  connected = 'both',
}: Setup = {}) {
  const container = document.createElement('div');
  const shown = document.createElement('div');
  document.body.append(container);
  if (connected === 'both') document.body.append(shown);
  const signals: AbortSignal[] = [];
  const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>((_url, init) => {
    if (init.signal) signals.push(init.signal);
    return body === undefined ? new Promise(() => undefined) : Promise.resolve({ ok: true, json: async () => body });
  });
  const track = jest.fn<void, Parameters<AdEnvironment['track']>>();
  const crashes: unknown[] = [];
  const environment: Partial<AdEnvironment> = {
    fetch,
    random,
    userAgent: () => userAgent,
    now: () => 1_718_000_000_000,
    track,
  };
  const elements: AdSlotElements = {
    container: { current: container },
    shown: { current: shown },
    fallbackLabels: ['in-house-templates', 'in-house-store'],
  };
  const hook = renderHook(() => useAdSlot(elements), {
    wrapper: ({ children }) => (
      <ErrorBoundary fallback={null} onError={(error) => crashes.push(error)}>
        <AdProvider placement="doc-top" scriptUrl={scriptUrl} jsonUrl={jsonUrl} environment={environment}>
          {children}
        </AdProvider>
      </ErrorBoundary>
    ),
  });
  const script = () => container.querySelector<HTMLScriptElement>(`script#${AD_SCRIPT_ID}`);
  const putScriptAd = () => {
    const ad = document.createElement('div');
    ad.id = SCRIPT_AD_ID;
    container.append(ad);
  };
  return { ...hook, container, fetch, signals, track, crashes, script, putScriptAd };
}

/** Lets `polls` polls happen (fake timers), settling promises on the way. */
const poll = (polls = 1) => act(() => jest.advanceTimersByTimeAsync(ADS.pollIntervalMs * polls));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('useAdSlot', () => {
  it('gives a bot an empty, finished slot: no script, no request, no polls, no display', async () => {
    const { result, fetch, script, track } = setup({ userAgent: GOOGLEBOT });
    await poll(ADS.maxPolls);
    expect(result.current.selection).toEqual({ polls: 0, view: { kind: 'none' }, done: true });
    expect(script()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });

  it('injects the ad script into its container and asks the endpoint at its absolute address', async () => {
    const { result, fetch, script } = setup();
    expect(script()?.src).toBe(SCRIPT_URL);
    expect(fetch).toHaveBeenCalledWith(
      `${window.location.origin}/ads/ads.json`,
      expect.objectContaining({ credentials: 'omit' }),
    );
    expect(result.current).toEqual({
      selection: { polls: 0, view: { kind: 'none' }, done: false },
      label: 'carbon-doc-top',
    });
  });

  it('does not ask an endpoint whose address does not parse, and still polls for the script ad', async () => {
    const { result, fetch, putScriptAd } = setup({ jsonUrl: 'http://[broken' });
    expect(fetch).not.toHaveBeenCalled();
    putScriptAd();
    await poll();
    expect(result.current.selection.view).toEqual({ kind: 'carbon' });
  });

  it('with no ad service configured, shows an in-house ad at once and requests nothing', async () => {
    const { result, fetch, script, track } = setup({ scriptUrl: '', jsonUrl: '', random: () => 0.7 });
    expect(result.current.selection).toEqual({ polls: 0, view: { kind: 'in-house', index: 1 }, done: true });
    expect(result.current.label).toBe('in-house-store-doc-top');
    expect(script()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    await poll(ADS.maxPolls);
    expect(result.current.selection.polls).toBe(0);
    expect(track).toHaveBeenCalledWith('display', 'in-house-store-doc-top');
  });

  it('requests only the configured half: the JSON endpoint without a script, the script without an endpoint', async () => {
    const jsonOnly = setup({ scriptUrl: '' });
    expect(jsonOnly.script()).toBeNull();
    expect(jsonOnly.fetch).toHaveBeenCalledTimes(1);
    jsonOnly.unmount();
    document.body.innerHTML = '';
    const scriptOnly = setup({ jsonUrl: '' });
    expect(scriptOnly.script()?.src).toBe(SCRIPT_URL);
    expect(scriptOnly.fetch).not.toHaveBeenCalled();
  });

  it("shows the script's ad at the next poll, stops there and reports one display", async () => {
    const { result, putScriptAd, track, signals } = setup();
    putScriptAd();
    await poll();
    expect(result.current.selection).toEqual({ polls: 1, view: { kind: 'carbon' }, done: true });
    expect(signals[0]?.aborted).toBe(true);
    await poll(ADS.maxPolls);
    expect(result.current.selection.polls).toBe(1);
    expect(track.mock.calls).toEqual([['display', 'carbon-doc-top']]);
  });

  it('shows the JSON ad once it has arrived, labelled as the inline ad', async () => {
    const { result, track } = setup({ body: { ads: [AD_ENTRY] } });
    await poll();
    expect(result.current.selection.view).toMatchObject({ kind: 'carbon-inline', ad: { company: 'Northwind' } });
    expect(result.current.label).toBe('carbon-inline-doc-top');
    expect(track.mock.calls).toEqual([['display', 'carbon-inline-doc-top']]);
  });

  it('reports no display for an ad whose element is not in the page: the JSON ad is in the shown element', async () => {
    const { result, track } = setup({ body: { ads: [AD_ENTRY] }, connected: 'container only' });
    await poll();
    expect(result.current.selection.view.kind).toBe('carbon-inline');
    expect(track).not.toHaveBeenCalled();
  });

  it("looks for the script's ad in the container, not in the shown element", async () => {
    const { putScriptAd, track } = setup({ connected: 'container only' });
    putScriptAd();
    await poll();
    expect(track.mock.calls).toEqual([['display', 'carbon-doc-top']]);
  });

  it('draws a fallback after the polls without an ad, labelled after the in-house ad, and polls on to the last', async () => {
    const { result, track } = setup({ random: () => 0.6 });
    await poll(ADS.fallbackAfterPolls);
    expect(result.current.selection.view).toEqual({ kind: 'none' });
    await poll();
    expect(result.current.selection.view).toEqual({ kind: 'in-house', index: 1 });
    expect(result.current.label).toBe('in-house-store-doc-top');
    expect(track.mock.calls).toEqual([['display', 'in-house-store-doc-top']]);
    await poll(ADS.maxPolls);
    expect(result.current.selection).toMatchObject({ polls: ADS.maxPolls, done: true });
  });

  it('stops everything when it unmounts: the script goes, the request is aborted, no more polls', async () => {
    const { unmount, script, signals, result } = setup();
    const injected = script();
    unmount();
    expect(injected?.isConnected).toBe(false);
    expect(signals[0]?.aborted).toBe(true);
    await poll(ADS.maxPolls);
    expect(result.current.selection.polls).toBe(0);
  });

  it("hands an error in its polling to the slot's error boundary and stops", async () => {
    const failure = new Error('random source broke');
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { crashes, script, signals } = setup({
      random: () => {
        throw failure;
      },
    });
    const injected = script();
    await poll(ADS.fallbackAfterPolls + 1);
    expect(crashes).toEqual([failure]);
    expect(injected?.isConnected).toBe(false);
    expect(signals[0]?.aborted).toBe(true);
    quiet.mockRestore();
  });
});
