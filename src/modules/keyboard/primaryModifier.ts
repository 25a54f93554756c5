/** Ctrl (Cmd on macOS) held, without Alt or Shift: the modifier of the usual shortcuts. */
export function hasOnlyPrimaryModifier(
  event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}
