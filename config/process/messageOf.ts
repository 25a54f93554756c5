/**
 * The message of a caught value, for a build error that names its cause: an error's own message, or
 * the value as text. Read by shape rather than `instanceof Error`: errors may come from another realm
 * (jiti, vm, a worker's answer).
 */
export function messageOf(error: unknown): string {
  const { message } = (error ?? {}) as { message?: unknown };
  return typeof message === 'string' ? message : String(error);
}
