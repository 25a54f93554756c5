import { hasOnlyPrimaryModifier } from '../keyboard/primaryModifier';

/** Ctrl+K (Cmd+K on macOS) focuses the search box. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return hasOnlyPrimaryModifier(event) && event.key.toLowerCase() === 'k';
}
