/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ADS } from '@site/src/data/constants';
import { AdProvider, type AdEnvironment } from '@site/src/modules/ads/AdContext';
import { createAnalytics } from '@site/src/modules/analytics/analytics';
import type { GtagCommand } from '@site/src/modules/analytics/gtagTransport';
import type { FetchLike } from '@site/src/modules/ads/fetchAd';
import AdSlot from './index';

const READER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SCRIPT_URL = 'https://cdn.ads.example.com/carbon.js?serve=TEST';
const JSON_URL = 'https://srv.ads.example.com/ads/TEST.json';

const GOOD_ENTRY = {
  statlink: '//srv.ads.example.com/click/1',
  statimp: '//srv.ads.example.com/imp/1?ts=[timestamp]',
  pixel: 'https://pixel.example.com/a?t=[timestamp]',
  timestamp: '1718000000',
  image: 'https://cdn.ads.example.com/northwind.png',
  company: 'Northwind',
  description: 'Preview deployments for every pull request.',
};

interface Setup {
  userAgent?: string;
  /** Draws of the random source, in turn (repeating). */
  draws?: number[];
  /** What each request of the JSON endpoint gets (the last one again once they run out). */
  answers?: Array<{ status: number; body?: unknown }>;
  track?: AdEnvironment['track'];
  /** Replaces the draws. */
  random?: () => number;
}

type TrackMock = jest.Mock<void, Parameters<AdEnvironment['track']>>;

function setup({
  userAgent = READER,
  draws = [0.5],
  answers = [{ status: 200, body: { ads: [] } }],
  track,
  random,
}: Setup = {}) {
  let drawn = 0;
  let requests = 0;
  const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => {
    const answer = answers[Math.min(requests++, answers.length - 1)]!;
    return { ok: answer.status < 300, json: async () => answer.body };
  });
  const trackMock: TrackMock = jest.fn(track);
  const environment: Partial<AdEnvironment> = {
    fetch,
    random: random ?? (() => draws[drawn++ % draws.length]!),
    userAgent: () => userAgent,
    now: () => 1_718_000_000_000,
    track: trackMock,
  };
  const view = render(
    <article>
      <p>Lead paragraph.</p>
      <AdProvider placement="doc-top" scriptUrl={SCRIPT_URL} jsonUrl={JSON_URL} environment={environment}>
        <AdSlot />
      </AdProvider>
      <h2>Next section</h2>
    </article>,
  );
  const slot = screen.getByRole('region', { name: 'Advertisement' });
  const script = () => slot.querySelector<HTMLScriptElement>('script#_carbonads_js');
  return { ...view, slot, fetch, track: trackMock, script };
}

/** Lets the page's clock run `ms` (fake timers), settling promises on the way. */
const elapse = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** jsdom cannot follow links: clicks on the ads are counted, their navigation is cancelled. */
const stayOnPage = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  jest.useFakeTimers();
  document.addEventListener('click', stayOnPage);
});
afterEach(() => {
  jest.useRealTimers();
  document.removeEventListener('click', stayOnPage);
});

describe('AdSlot', () => {
  it('reserves its space empty at first, injects the ad script once and asks the JSON endpoint', async () => {
    const { slot, script, fetch } = setup();
    expect(slot).toHaveTextContent('');
    expect(script()).not.toBeNull();
    expect(script()!.src).toBe(SCRIPT_URL);
    expect(script()!.async).toBe(true);
    expect(slot.querySelectorAll('script')).toHaveLength(1);
    await elapse(0);
    expect(fetch).toHaveBeenCalledWith(JSON_URL, expect.objectContaining({ credentials: 'omit' }));
  });

  it('shows the ad the script puts in the slot at the next poll, reports one display and stops there', async () => {
    const { slot, script, track } = setup();
    const ad = document.createElement('div');
    ad.id = 'carbonads';
    ad.innerHTML = '<a href="https://sponsor.example.com" class="carbon-text">Sponsor text</a>';
    script()!.parentElement!.appendChild(ad);
    await elapse(ADS.pollIntervalMs - 1);
    expect(track).not.toHaveBeenCalled();
    await elapse(1);
    expect(track.mock.calls).toEqual([['display', 'carbon-doc-top']]);
    expect(within(slot).getByRole('link', { name: 'Sponsor text' })).toBeVisible();
    await elapse(ADS.pollIntervalMs * ADS.maxPolls);
    expect(track).toHaveBeenCalledTimes(1);
    expect(slot).not.toHaveTextContent('ad by MUI');

    fireEvent.click(within(slot).getByRole('link', { name: 'Sponsor text' }));
    expect(track).toHaveBeenLastCalledWith('click', 'carbon-doc-top');
  });

  it('renders the JSON ad as text, with sponsored links, its pixels filled in, and no script left', async () => {
    const malicious = {
      ...GOOD_ENTRY,
      company: '<script>window.injected = 1</script>',
      description: '<img src=x onerror="window.injected = 2">Fast builds',
    };
    const { slot, script, track } = setup({
      answers: [{ status: 200, body: { ads: [{}, { company: 'no link' }, malicious] } }],
    });
    await elapse(ADS.pollIntervalMs);
    const link = within(slot).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://srv.ads.example.com/click/1');
    expect(link).toHaveAttribute('rel', 'noopener sponsored');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent(
      '<script>window.injected = 1</script> — <img src=x onerror="window.injected = 2">Fast builds',
    );
    expect(link).toHaveTextContent('ad by Carbon');
    expect(slot.querySelector('img[src="x"]')).toBeNull();
    expect(script()).toBeNull();
    const pixels = Array.from(slot.querySelectorAll('img[hidden]'));
    expect(pixels.map((pixel) => pixel.getAttribute('src'))).toEqual([
      'https://srv.ads.example.com/imp/1?ts=1718000000',
      'https://pixel.example.com/a?t=1718000000',
    ]);
    for (const pixel of pixels) {
      expect(pixel).toHaveAttribute('alt', '');
      expect(pixel).toHaveAttribute('width', '1');
    }
    expect(track.mock.calls).toEqual([['display', 'carbon-inline-doc-top']]);
    fireEvent.click(link);
    expect(track).toHaveBeenLastCalledWith('click', 'carbon-inline-doc-top');
  });

  it('with no ad after 6 polls, shows an in-house ad at the 7th (3.5 s); the JSON endpoint is asked 11 times at most', async () => {
    const { slot, track, fetch, script } = setup({ draws: [0.5, 0] });
    await elapse(ADS.fallbackAfterPolls * ADS.pollIntervalMs);
    expect(slot).toHaveTextContent('');
    expect(track).not.toHaveBeenCalled();
    await elapse(ADS.pollIntervalMs);
    const link = within(slot).getByRole('link', { name: /Ready-made templates/ });
    expect(link).toHaveAttribute('href', 'https://mui.com/store/');
    expect(link).toHaveAttribute('rel', 'noopener sponsored');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.querySelector('img')).toHaveAttribute('src', '/img/ads/templates.svg');
    expect(link.querySelector('img')).toHaveAttribute('alt', '');
    expect(track.mock.calls).toEqual([['display', 'in-house-templates-doc-top']]);
    // The script's container waits, hidden, until the last poll; then it goes.
    expect(script()?.parentElement).not.toBeVisible();
    await elapse(ADS.pollIntervalMs * ADS.maxPolls);
    expect(script()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(ADS.fetchRetries + 1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('for about one fallback in five, shows the polite ad-blocker notice', async () => {
    const { slot, track } = setup({ draws: [0.1] });
    await elapse((ADS.fallbackAfterPolls + 1) * ADS.pollIntervalMs);
    expect(slot).toHaveTextContent('Ads keep these docs free');
    expect(within(slot).queryByRole('link')).toBeNull();
    expect(track.mock.calls).toEqual([['display', 'in-house-adblock-doc-top']]);
  });

  it('links an in-house ad for a page of this site without a new tab', async () => {
    const { slot } = setup({ draws: [0.5, 0.4] });
    await elapse((ADS.fallbackAfterPolls + 1) * ADS.pollIntervalMs);
    const link = within(slot).getByRole('link', { name: /Support for teams/ });
    expect(link).toHaveAttribute('href', '/x/introduction/support');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('rel', 'noopener sponsored');
  });

  it('lets a sponsor ad that arrives after the fallback take its place', async () => {
    const { slot, script, track } = setup({ draws: [0.5, 0] });
    await elapse((ADS.fallbackAfterPolls + 1) * ADS.pollIntervalMs);
    const ad = document.createElement('div');
    ad.id = 'carbonads';
    ad.textContent = 'Late sponsor';
    script()!.parentElement!.appendChild(ad);
    await elapse(ADS.pollIntervalMs);
    expect(slot).toHaveTextContent('Late sponsor');
    expect(slot).not.toHaveTextContent('Ready-made templates');
    expect(script()!.parentElement).toBeVisible();
    expect(track.mock.calls).toEqual([
      ['display', 'in-house-templates-doc-top'],
      ['display', 'carbon-doc-top'],
    ]);
  });

  it('gives a bot an empty slot: no script, no request, nothing later', async () => {
    const { slot, script, fetch, track } = setup({ userAgent: GOOGLEBOT });
    await elapse(ADS.pollIntervalMs * ADS.maxPolls * 2);
    expect(script()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
    expect(slot).toHaveTextContent('');
    expect(slot).toBeInTheDocument();
  });

  it('stops everything when the page goes', async () => {
    const { unmount, fetch, track } = setup({ answers: [{ status: 500 }] });
    await elapse(ADS.pollIntervalMs);
    const asked = fetch.mock.calls.length;
    unmount();
    await elapse(ADS.pollIntervalMs * ADS.maxPolls);
    expect(fetch).toHaveBeenCalledTimes(asked);
    expect(track).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  describe('a crash inside', () => {
    let quiet: jest.SpyInstance;
    beforeEach(() => {
      quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => quiet.mockRestore());

    const expectEmptySlotAndPageIntact = (slot: HTMLElement) => {
      expect(slot).toBeInTheDocument();
      expect(slot).toBeEmptyDOMElement();
      expect(screen.getByText('Lead paragraph.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Next section' })).toBeInTheDocument();
    };

    it('while rendering: nothing is rendered and one crash is reported', async () => {
      // A random source out of its contract makes the fallback refer to no ad: rendering it throws.
      const { slot, track } = setup({ draws: [Number.NaN] });
      await elapse((ADS.fallbackAfterPolls + 1) * ADS.pollIntervalMs);
      expect(track.mock.calls).toEqual([['crash', 'in-house-doc-top']]);
      expectEmptySlotAndPageIntact(slot);
      await elapse(ADS.pollIntervalMs * ADS.maxPolls);
      expect(track).toHaveBeenCalledTimes(1);
    });

    it('in the polling (outside rendering): reported the same way, and the polling stops', async () => {
      // The random source breaks down when the fallback is drawn, inside a poll's timer.
      const { slot, track, script } = setup({
        random: () => {
          throw new Error('no entropy');
        },
      });
      await elapse((ADS.fallbackAfterPolls + 1) * ADS.pollIntervalMs);
      expect(track.mock.calls).toEqual([['crash', 'carbon-doc-top']]);
      expectEmptySlotAndPageIntact(slot);
      expect(script()).toBeNull();
      expect(jest.getTimerCount()).toBe(0);
    });

    it('when the ad script moves the slot content React owns: nothing is rendered and one crash is reported', async () => {
      const { slot, script, track } = setup({ draws: [0.5, 0] });
      // A misbehaving script takes its container out of the slot; React's next change there fails.
      document.body.appendChild(script()!.parentElement!);
      await elapse((ADS.fallbackAfterPolls + 1) * ADS.pollIntervalMs);
      expect(track.mock.calls).toEqual([['crash', 'in-house-templates-doc-top']]);
      expectEmptySlotAndPageIntact(slot);
    });
  });

  describe('through the analytics bridge', () => {
    /** A slot whose script fills it, reporting to a real analytics bridge whose sampling draws `draw`. */
    const slotWithBridge = async (draw: number) => {
      const sent: GtagCommand[] = [];
      const analytics = createAnalytics({ send: (command) => (sent.push(command), true), random: () => draw });
      const view = setup({ track: (action, label) => analytics.ad(action, label) });
      const ad = document.createElement('div');
      ad.id = 'carbonads';
      ad.innerHTML = '<a href="https://sponsor.example.com">Sponsor</a>';
      view.script()!.parentElement!.appendChild(ad);
      await elapse(ADS.pollIntervalMs);
      return { ...view, sent };
    };

    it('about one display in ten reaches gtag (sampled once, by the bridge); every click does', async () => {
      expect(ADS.displayAnalyticsRatio).toBe(0.1);
      let displays = 0;
      const draws = Array.from({ length: 20 }, (_, index) => index / 20);
      for (const draw of draws) {
        const { sent, slot, unmount } = await slotWithBridge(draw);
        displays += sent.filter(
          (command) => command[1] === 'ad' && (command[2] as Record<string, unknown>).event_action === 'display',
        ).length;
        fireEvent.click(within(slot).getByRole('link', { name: 'Sponsor' }));
        expect(sent.at(-1)).toEqual([
          'event',
          'ad',
          { event_category: 'ad', event_action: 'click', event_label: 'carbon-doc-top' },
        ]);
        unmount();
      }
      expect(displays).toBe(draws.length * ADS.displayAnalyticsRatio);
    });

    it('a sampled display is sent as the ad event with its label', async () => {
      const { sent } = await slotWithBridge(0.05);
      expect(sent).toEqual([
        ['event', 'ad', { event_category: 'ad', event_action: 'display', event_label: 'carbon-doc-top' }],
      ]);
    });
  });
});
