/**
 * A measurement either has a value, or is missing on purpose (a page that does not exist yet), or
 * failed (the tool crashed, the page never painted). The bench keeps going after a failed
 * measurement and reports it; a budget that depends on one cannot pass.
 */
export type Outcome<T> =
  | { readonly status: 'ok'; readonly value: T }
  | { readonly status: 'missing'; readonly reason: string }
  | { readonly status: 'error'; readonly reason: string };

export const ok = <T>(value: T): Outcome<T> => ({ status: 'ok', value });
export const missing = <T = never>(reason: string): Outcome<T> => ({ status: 'missing', reason });
export const failed = <T = never>(reason: string): Outcome<T> => ({ status: 'error', reason });

export function mapOutcome<T, U>(outcome: Outcome<T>, transform: (value: T) => U | null): Outcome<U> {
  if (outcome.status !== 'ok') return outcome;
  const value = transform(outcome.value);
  return value === null ? missing('not measured') : ok(value);
}

/** Both values combined; when one side is not there, its reason is kept (an error wins over a missing page). */
export function combineOutcomes<A, B, U>(a: Outcome<A>, b: Outcome<B>, combine: (a: A, b: B) => U | null): Outcome<U> {
  if (a.status === 'error') return a;
  if (b.status === 'error') return b;
  if (a.status === 'missing') return a;
  if (b.status === 'missing') return b;
  const value = combine(a.value, b.value);
  return value === null ? failed('cannot be computed from the measured values') : ok(value);
}

/** Runs a measurement and turns a thrown error into an `error` outcome (with the message), so one failure does not stop the bench. */
export async function attempt<T>(measure: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await measure();
  } catch (error) {
    return failed(error instanceof Error ? error.message.split('\n')[0]! : String(error));
  }
}
