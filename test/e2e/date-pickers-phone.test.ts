/**
 * The pickers on a 390 px phone: the responsive pickers switch to their mobile variant, which opens as a
 * dialog with OK and Cancel, in light, dark and right-to-left, with no serious axe violation in the open
 * dialog. The crawl's phone look (crawl-phone.test.ts) checks the pages themselves at that width.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { lookPreferences, PHONE_VIEWPORT, storeLook } from '../support/crawl';
import { seriousAxeViolations } from '../support/axe';
import { until } from '../support/until';

/** A field's text without the bidirectional isolates the pickers wrap its sections in, in right-to-left. */
const digits = (value: string): string => value.replace(/[\u2066-\u2069]/g, '');

const LOOKS = [
  { name: 'light', mode: 'light', direction: 'ltr' },
  { name: 'dark, right-to-left', mode: 'dark', direction: 'rtl' },
] as const;

describe('date pickers on a phone', () => {
  const site = useServedSite();
  const reader = useReaderPage(site, PHONE_VIEWPORT);

  /** Opens a page as a phone reader, stores the look's preferences as the settings drawer would, and reloads. */
  const openAs = async (path: string, look: (typeof LOOKS)[number]): Promise<Page> => {
    const page = await reader.open(path);
    await page.evaluate(storeLook, lookPreferences(look));
    await page.reload();
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    await page.waitForFunction(
      ({ mode, direction }) =>
        document.documentElement.dataset.theme === mode && document.documentElement.dir === direction,
      look,
    );
    return page;
  };

  for (const look of LOOKS) {
    it(`the date picker opens as a dialog, takes a day and OK, with no serious axe violation (${look.name})`, async () => {
      const page = await openAs('/x/react-date-pickers/date-picker', look);
      const demo = page.getByRole('region', { name: 'Demo: DatePickerBasic' });
      // On a phone the field itself opens the picker: no calendar button, and the field is named for it.
      const field = demo.getByRole('textbox', { name: /^Choose date, selected date is/ });
      assert.equal(await field.getAttribute('aria-label'), 'Choose date, selected date is Aug 15, 2024');
      assert.equal(digits(await field.inputValue()), '08/15/2024');
      assert.equal(await demo.getByRole('button', { name: /^Choose date/ }).count(), 0);

      const input = (await field.elementHandle())!;
      await field.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByText('August 2024').waitFor();
      await page.waitForFunction(
        (element) =>
          element !== null &&
          Array.from(element.querySelectorAll('[style*="opacity"]')).every(
            (node) => getComputedStyle(node).opacity === '1',
          ),
        await dialog.elementHandle(),
      );
      assert.deepEqual(await seriousAxeViolations(page), []);

      await dialog.getByRole('gridcell', { name: '20', exact: true }).click();
      // The mobile variant shows the day in the field (hidden from assistive technology behind the modal
      // dialog, so read through its handle) and stays open until OK.
      await until(async () => digits(await input.inputValue()) === '08/20/2024', 'the field to show the day');
      await page.waitForTimeout(300);
      assert.ok(await dialog.isVisible(), 'the dialog stays open until OK');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(digits(await field.inputValue()), '08/20/2024');
      assert.equal(await field.getAttribute('aria-label'), 'Choose date, selected date is Aug 20, 2024');
      await demo.getByText('Tuesday, August 20, 2024').waitFor();
    });
  }
});
