/** The message of a caught value: an error's own, anything else as text (the search index's failures name their cause). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
