/**
 * The checkout's order number, derived from what the reader entered (no randomness, no clock): the
 * same order always gets the same number, and the page renders the same on the server and in tests.
 */

/** 32-bit FNV-1a hash of a string's UTF-16 code units. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** `ORD-` and seven base-36 characters, from the order's parts (joined with a separator no field holds). */
export function orderNumber(parts: readonly string[]): string {
  return `ORD-${fnv1a32(parts.join('\u001f')).toString(36).toUpperCase().padStart(7, '0')}`;
}
