import { hasOnlyPrimaryModifier } from '../keyboard/primaryModifier';

/** Ctrl+C (Cmd+C on macOS) without other modifiers. */
export function isCopyShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return hasOnlyPrimaryModifier(event) && event.key.toLowerCase() === 'c';
}

/** True when the reader has selected no text, so a copy shortcut should copy the whole block. */
export function hasNoSelection(selection: Pick<Selection, 'isCollapsed' | 'toString'> | null): boolean {
  return selection === null || selection.isCollapsed || selection.toString() === '';
}
