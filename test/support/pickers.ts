/**
 * Helpers of the pickers' browser tests: a field that is ready for typing, and a picker's calendar
 * popup that is ready for clicks. Both wait for what the pickers do asynchronously after a focus or an
 * opening, which a slow machine makes visible as lost keys or clicks.
 */
import type { Locator, Page } from 'playwright-core';
import { until } from './until';

/** Focuses a field and waits until the field has selected one of its sections. */
export async function focusField(field: Locator): Promise<void> {
  await field.focus();
  await until(
    () => field.evaluate((input: HTMLInputElement) => (input.selectionEnd ?? 0) > (input.selectionStart ?? 0)),
    'the field to select a section',
  );
}

/**
 * Clicks a picker's opening button and waits until the calendar in its popup has taken the keyboard
 * focus and the popup has finished growing in: a click during the opening transition can land outside
 * the popup and dismiss it.
 */
export async function openCalendar(
  page: Page,
  button: Locator,
  popupRole: 'dialog' | 'tooltip' = 'dialog',
): Promise<Locator> {
  await button.click();
  const popup = page.getByRole(popupRole);
  await popup.waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'gridcell');
  await page.waitForFunction(
    (element) =>
      element !== null &&
      Array.from(element.querySelectorAll('[style*="opacity"]')).every((node) => {
        const style = getComputedStyle(node);
        return style.opacity === '1' && style.transform === 'none';
      }),
    await popup.elementHandle(),
  );
  return popup;
}
