/**
 * Polls a condition until it holds, for tests. Each check is raced against the time left, so a check
 * that never settles (a message a service worker never answers, say) fails the wait instead of hanging
 * the test.
 */
export interface UntilOptions {
  /** How long the condition has to hold; 15 s unless told. */
  readonly timeoutMs?: number;
  /** The pause between two checks; 100 ms unless told. */
  readonly intervalMs?: number;
}

export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  { timeoutMs = 15_000, intervalMs = 100 }: UntilOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    let timer: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), remaining);
    });
    const holds = await Promise.race([Promise.resolve(condition()), outOfTime]).finally(() => clearTimeout(timer));
    if (holds) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
