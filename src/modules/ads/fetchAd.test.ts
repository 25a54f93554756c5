import { ADS } from '@site/src/data/constants';
import { fetchCarbonAd, sleep, type FetchLike } from './fetchAd';

const URL_ = 'https://srv.ads.example.com/ads/PORTAL.json';
const AD_BODY = {
  ads: [{ statlink: 'https://srv.ads.example.com/click', company: 'Northwind', description: 'Deploy previews.' }],
};

type Answer = { status: number; body?: unknown; invalidJson?: true } | 'network-error';

/** A fetch that gives the answers in turn (the last one again once they run out) and counts the calls. */
function fakeFetch(...answers: Answer[]) {
  const calls: Array<{ url: string; init: Parameters<FetchLike>[1] }> = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return {
      ok: answer.status >= 200 && answer.status < 300,
      json: async () => {
        if (answer.invalidJson) throw new SyntaxError('Unexpected token <');
        return answer.body;
      },
    };
  };
  return { fetch, calls };
}

/** A sleep that records the pauses and returns at once (no real timers). */
function fakeSleep() {
  const pauses: number[] = [];
  return { pauses, sleep: async (ms: number) => void pauses.push(ms) };
}

describe('fetchCarbonAd', () => {
  it('returns the ad of the first good answer, with one request', async () => {
    const { fetch, calls } = fakeFetch({ status: 200, body: AD_BODY });
    const { sleep: wait, pauses } = fakeSleep();
    const ad = await fetchCarbonAd({ url: URL_, fetch, sleep: wait, now: () => 0 });
    expect(ad?.company).toBe('Northwind');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(URL_);
    expect(calls[0]!.init).toMatchObject({ credentials: 'omit', cache: 'no-store' });
    expect(pauses).toEqual([]);
  });

  it('retries up to 10 times after the first request (11 requests), a poll interval apart, then gives no ad', async () => {
    expect(ADS.fetchRetries).toBe(10);
    const { fetch, calls } = fakeFetch({ status: 200, body: { ads: [] } });
    const { sleep: wait, pauses } = fakeSleep();
    await expect(fetchCarbonAd({ url: URL_, fetch, sleep: wait })).resolves.toBeNull();
    expect(calls).toHaveLength(ADS.fetchRetries + 1);
    expect(pauses).toEqual(Array(ADS.fetchRetries).fill(ADS.pollIntervalMs));
  });

  it('retries a server error, a body that is not JSON and entries without statlink, and takes the ad when it comes', async () => {
    const { fetch, calls } = fakeFetch(
      { status: 500 },
      { status: 200, invalidJson: true },
      { status: 200, body: { ads: [{}, { company: 'no statlink' }] } },
      { status: 200, body: 'garbage' },
      { status: 200, body: AD_BODY },
    );
    const ad = await fetchCarbonAd({ url: URL_, fetch, sleep: fakeSleep().sleep });
    expect(ad?.link).toBe('https://srv.ads.example.com/click');
    expect(calls).toHaveLength(5);
  });

  it('does not repeat a request that fails outright (blocked or offline), and never throws', async () => {
    const { fetch, calls } = fakeFetch('network-error');
    await expect(fetchCarbonAd({ url: URL_, fetch, sleep: fakeSleep().sleep })).resolves.toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('stops when aborted: no further request and no ad, even if one was on its way', async () => {
    const controller = new AbortController();
    const { fetch, calls } = fakeFetch({ status: 500 });
    const wait = async () => controller.abort();
    await expect(fetchCarbonAd({ url: URL_, fetch, sleep: wait, signal: controller.signal })).resolves.toBeNull();
    expect(calls).toHaveLength(1);

    const late = new AbortController();
    const answering: FetchLike = async () => {
      late.abort();
      return { ok: true, json: async () => AD_BODY };
    };
    await expect(fetchCarbonAd({ url: URL_, fetch: answering, signal: late.signal })).resolves.toBeNull();
  });

  it('asks nothing when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { fetch, calls } = fakeFetch({ status: 200, body: AD_BODY });
    await expect(fetchCarbonAd({ url: URL_, fetch, signal: controller.signal })).resolves.toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe('sleep', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits the given time', async () => {
    let done = false;
    void sleep(500).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('ends early when aborted', async () => {
    const controller = new AbortController();
    let done = false;
    void sleep(500, controller.signal).then(() => (done = true));
    controller.abort();
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    await expect(sleep(500, controller.signal)).resolves.toBeUndefined();
  });
});
