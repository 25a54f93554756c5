import { FEEDBACK_TIMEOUT_MS } from '../../data/constants';
import type { FeedbackPayload } from './feedbackPayload';

/** How a submission ended. Failures are told apart for tests and logs; the reader sees one message. */
export type SubmitOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'network' | 'timeout' }
  | { readonly ok: false; readonly reason: 'status'; readonly status: number };

export interface SubmitOptions {
  readonly timeoutMs?: number;
  readonly fetchImpl?: typeof fetch;
}

/**
 * POSTs the payload as JSON and resolves with the outcome; it never rejects. A 2xx answer is a
 * success; anything else, a network error, or no answer within the timeout (the request is then
 * aborted) is a failure. No cookies travel with the request: the anonymous id is in the body.
 */
export async function submitFeedback(
  endpoint: string,
  payload: FeedbackPayload,
  { timeoutMs = FEEDBACK_TIMEOUT_MS, fetchImpl = globalThis.fetch }: SubmitOptions = {},
): Promise<SubmitOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'omit',
      signal: controller.signal,
    });
    if (timedOut) return { ok: false, reason: 'timeout' };
    return response.ok ? { ok: true } : { ok: false, reason: 'status', status: response.status };
  } catch {
    return { ok: false, reason: timedOut ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
