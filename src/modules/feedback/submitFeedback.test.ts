import { FEEDBACK_TIMEOUT_MS } from '@site/src/data/constants';
import type { FeedbackPayload } from './feedbackPayload';
import { submitFeedback } from './submitFeedback';

const ENDPOINT = 'https://feedback.test/v1/page-feedback';
const payload: FeedbackPayload = {
  page: '/x/introduction',
  rating: 'up',
  comment: 'Clear.',
  language: 'en',
  version: '7.14.0',
  anonymousId: '0f8fad5b-d9cb-469f-a165-70867728950e',
};

const answer = (status: number) =>
  jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(async () => new Response(null, { status }));

/** A fetch that never answers, but rejects like the browser's when its signal aborts. */
function hangingFetch() {
  return jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
}

afterEach(() => {
  jest.useRealTimers();
});

describe('submitFeedback', () => {
  it('POSTs the payload as JSON without cookies', async () => {
    const fetchImpl = answer(204);
    await expect(submitFeedback(ENDPOINT, payload, { fetchImpl })).resolves.toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
    });
    expect(JSON.parse(String(init?.body))).toEqual(payload);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('takes any 2xx as a success', async () => {
    for (const status of [200, 201, 202, 204]) {
      await expect(submitFeedback(ENDPOINT, payload, { fetchImpl: answer(status) })).resolves.toEqual({ ok: true });
    }
  });

  it('reports other statuses as failures', async () => {
    for (const status of [400, 404, 429, 500, 503]) {
      await expect(submitFeedback(ENDPOINT, payload, { fetchImpl: answer(status) })).resolves.toEqual({
        ok: false,
        reason: 'status',
        status,
      });
    }
  });

  it('reports a network error without throwing', async () => {
    const fetchImpl = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(submitFeedback(ENDPOINT, payload, { fetchImpl })).resolves.toEqual({ ok: false, reason: 'network' });
  });

  it('aborts the request after the timeout and reports it', async () => {
    jest.useFakeTimers();
    const fetchImpl = hangingFetch();
    const outcome = submitFeedback(ENDPOINT, payload, { fetchImpl });
    jest.advanceTimersByTime(FEEDBACK_TIMEOUT_MS - 1);
    expect(fetchImpl.mock.calls[0][1]?.signal?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(outcome).resolves.toEqual({ ok: false, reason: 'timeout' });
    expect(fetchImpl.mock.calls[0][1]?.signal?.aborted).toBe(true);
  });

  it('honours a shorter timeout', async () => {
    jest.useFakeTimers();
    const outcome = submitFeedback(ENDPOINT, payload, { fetchImpl: hangingFetch(), timeoutMs: 50 });
    jest.advanceTimersByTime(50);
    await expect(outcome).resolves.toEqual({ ok: false, reason: 'timeout' });
  });

  it('clears its timer once answered', async () => {
    jest.useFakeTimers();
    await submitFeedback(ENDPOINT, payload, { fetchImpl: answer(200) });
    expect(jest.getTimerCount()).toBe(0);
  });
});
