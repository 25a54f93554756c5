import { hasOnlyPrimaryModifier } from '../keyboard/primaryModifier';

/**
 * Ctrl+Enter (Cmd+Enter on macOS) without Alt or Shift, outside an input method composition (an
 * Enter that confirms Chinese input is not a request to send).
 */
export function isSubmitShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'isComposing'>,
): boolean {
  return event.key === 'Enter' && hasOnlyPrimaryModifier(event) && !event.isComposing;
}
