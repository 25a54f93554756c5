/**
 * What a reader does while a page loads is never lost (issue 27, point 4). Each race-prone interaction
 * is done as early as possible: the page is opened with `waitUntil: 'commit'` and the reader acts as
 * soon as the element is in the DOM, which under throttling is mostly before hydration. Then the test
 * waits for hydration and checks that the state the reader produced is there, and still there a second
 * later.
 *
 * `npm run test:slow` runs it with `PORTAL_SLOW_DEVICE=1`: the page runs on a slow phone (6x CPU, slow
 * 4G) and every interaction is tried five times, each in a fresh browser context, and every try must
 * hold. Without the variable (`npm test`) each runs once on this machine as it is, where most of the
 * taps still land before hydration. What keeps them is the early-input script of plugins/early-input
 * (config/earlyInput/earlyInputRecorder.ts): it queues taps and keys until React has hydrated the page
 * and then dispatches them again.
 */
import { afterEach, beforeEach, describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newContext, watchProblems, type PageProblems } from '../support/browser';
import { PHONE_VIEWPORT } from '../support/crawl';
import { emulateDevice, profileFromEnv, triesOn } from '../support/deviceProfiles';
import { useServedSite } from '../support/suite';
import { FAKE_FEEDBACK_PATH, sitePath } from '../support/fakeAssets';
import { until } from '../support/until';
import { startFeedbackServer, type FakeFeedbackServer } from '../fakes/feedbackServer';

const PROFILE = profileFromEnv();
/** Tries of each interaction: five on a throttled profile (every one must hold), one on this machine as it is. */
const TRIES = triesOn(PROFILE, 1);
/** How long the state a reader produced must stay after hydration. */
const HOLD_MS = 1000;
/** How long after hydration what an early action brings may still take to show. */
const SETTLE_MS = 5000;
/** Generous waits: a slow phone takes many seconds to load and hydrate a page. */
const STEP_TIMEOUT_MS = PROFILE.cpuSlowdown > 1 ? 90_000 : 15_000;

/** Where the test build posts page feedback (a path of the site, PORTAL_FEEDBACK_URL). */
const FEEDBACK_ENDPOINT = sitePath(FAKE_FEEDBACK_PATH);

/** The field's text without the invisible direction marks the pickers may add around sections. */
async function fieldText(field: Locator): Promise<string> {
  return (await field.inputValue()).replace(/[\u200e\u2066-\u2069]/g, '');
}

describe(`interactions while a page loads, ${PROFILE.name}, ${TRIES} tries each`, () => {
  const site = useServedSite();
  let context: BrowserContext | undefined;
  let problems: PageProblems | undefined;
  let feedback: FakeFeedbackServer;

  beforeEach(async () => {
    feedback = await startFeedbackServer();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    await feedback.close();
  });

  /**
   * Opens a path in a fresh browser context on the profile, returning as soon as the navigation has
   * committed (the document starts to arrive), long before hydration.
   */
  const openEarly = async (path: string, options: Parameters<typeof newContext>[1] = {}): Promise<Page> => {
    await context?.close();
    context = await newContext(site.browser, options);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    problems = watchProblems(page);
    await page.route(FEEDBACK_ENDPOINT, async (route) => {
      await route.fulfill({ response: await route.fetch({ url: feedback.url }) });
    });
    await emulateDevice(page, PROFILE);
    await page.goto(site.origin + path, { waitUntil: 'commit' });
    return page;
  };

  /** True while the page has not hydrated yet (for the diagnostics: how early the reader acted). */
  const beforeHydration = (page: Page): Promise<boolean> =>
    page.evaluate(() => document.documentElement.dataset.hasHydrated !== 'true');

  const hydrated = (page: Page): Promise<void> =>
    page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });

  /** Checks the reader's state now and again `HOLD_MS` later; the page stays free of errors. */
  const holds = async (page: Page, check: () => Promise<void>): Promise<void> => {
    await check();
    await page.waitForTimeout(HOLD_MS);
    await check();
    assert.deepEqual(
      [...(problems?.pageErrors ?? []), ...(problems?.consoleErrors ?? [])],
      [],
      'the page stays free of console errors and uncaught exceptions',
    );
  };

  /**
   * Waits for what an early action brings (a box, a dialog, a menu). It fails, without waiting out the
   * step timeout, once the page has hydrated and the thing has still not come `SETTLE_MS` later: the
   * action was lost.
   */
  const appears = async (page: Page, locator: Locator, what: string): Promise<void> => {
    const came = locator.waitFor().then(
      () => true,
      () => false,
    );
    const settled = hydrated(page)
      .then(() => page.waitForTimeout(SETTLE_MS))
      .then(
        () => false,
        () => false,
      );
    if (!(await Promise.race([came, settled]))) {
      throw new Error(`${what} never came (${SETTLE_MS} ms after hydration): the early action was lost`);
    }
  };

  /**
   * Runs one interaction `TRIES` times, each in a fresh context; every try must hold. Reports how many
   * held and how many acted before hydration, then fails with every failed try.
   */
  const everyTry = async (
    t: TestContext,
    attempt: (noteEarly: (early: boolean) => void) => Promise<void>,
  ): Promise<void> => {
    let early = 0;
    const failures: string[] = [];
    for (let index = 1; index <= TRIES; index += 1) {
      try {
        await attempt((acted) => {
          if (acted) early += 1;
        });
      } catch (error) {
        failures.push(`try ${index}: ${(error as Error).message.replace(/\s+/g, ' ').slice(0, 400)}`);
      }
    }
    t.diagnostic(`${TRIES - failures.length} of ${TRIES} tries held; ${early} of ${TRIES} acted before hydration`);
    assert.deepEqual(failures, [], `every try holds (${PROFILE.name})`);
  };

  it('the feedback comment: a vote, a typed comment and Send end in thanks', async (t) => {
    const comment = 'Early comment 12345';
    await everyTry(t, async (noteEarly) => {
      feedback.requests.length = 0;
      const page = await openEarly('/x/introduction/licensing');
      const up = page.getByRole('button', { name: 'Yes, it was helpful' });
      await up.waitFor({ state: 'attached' });
      noteEarly(await beforeHydration(page));
      await up.click();
      const box = page.getByRole('textbox', { name: 'What did you find most useful?' });
      await appears(page, box, 'the comment box (after Yes)');
      await box.pressSequentially(comment);
      await page.getByRole('button', { name: 'Send' }).click();
      await hydrated(page);
      await holds(page, async () => {
        await page
          .getByRole('status')
          .getByText('Thank you for your feedback!')
          .waitFor({ timeout: HOLD_MS * 5 });
        assert.equal(await up.getAttribute('aria-pressed'), 'true');
      });
      assert.equal(feedback.requests.length, 1, 'one submission');
      const body = feedback.requests[0].json as Record<string, unknown>;
      assert.equal(body.rating, 'up');
      assert.equal(body.comment, comment, 'every key of the comment arrived');
    });
  });

  it('the settings drawer: Dark turns the page dark and is stored', async (t) => {
    await everyTry(t, async (noteEarly) => {
      const page = await openEarly('/x/react-date-pickers');
      const settingsButton = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Settings' })
        .first();
      await settingsButton.waitFor({ state: 'attached' });
      noteEarly(await beforeHydration(page));
      await settingsButton.click();
      const settings = page.getByRole('dialog', { name: 'Settings' });
      await appears(page, settings, 'the settings drawer');
      await settings.getByRole('button', { name: 'Dark' }).click();
      await hydrated(page);
      await holds(page, async () => {
        assert.equal(await settings.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed'), 'true');
        assert.deepEqual(
          await page.evaluate(() => ({
            theme: document.documentElement.dataset.theme,
            dark: document.body.classList.contains('mode-dark'),
            stored: localStorage.getItem('theme'),
          })),
          { theme: 'dark', dark: true, stored: 'dark' },
        );
      });
    });
  });

  it('the phone menu: opening it and following a link opens the new page', async (t) => {
    await everyTry(t, async (noteEarly) => {
      const page = await openEarly('/', PHONE_VIEWPORT);
      const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
      await toggle.waitFor({ state: 'attached' });
      noteEarly(await beforeHydration(page));
      await toggle.click();
      const charts = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Charts', exact: true })
        .filter({ visible: true });
      await appears(page, charts, "the menu's Charts link");
      await charts.click();
      await page.waitForURL(`${site.origin}/x/react-charts`);
      await hydrated(page);
      await holds(page, async () => {
        assert.equal(new URL(page.url()).pathname, '/x/react-charts');
        // The router changes the URL first and shows the new page once its code has arrived.
        await page.getByRole('heading', { level: 1, name: /Charts/ }).waitFor();
      });
    });
  });

  it('code tabs: the second tab shows its panel and keeps it', async (t) => {
    await everyTry(t, async (noteEarly) => {
      const page = await openEarly('/x/introduction/installation');
      const tabs = page.getByRole('tablist').first();
      const second = tabs.getByRole('tab').nth(1);
      await second.waitFor({ state: 'attached' });
      noteEarly(await beforeHydration(page));
      await second.click();
      await hydrated(page);
      // The queued click is dispatched again after hydration, one event per task: wait for its effect
      // (up to SETTLE_MS after hydration), then check that it holds.
      await appears(page, second.and(tabs.getByRole('tab', { selected: true })), 'the second tab, selected');
      await holds(page, async () => {
        assert.equal(await second.getAttribute('aria-selected'), 'true');
        const panel = page.locator(`[id="${await second.getAttribute('aria-controls')}"]`);
        assert.equal(await panel.isVisible(), true, 'the second panel shows');
        assert.match((await panel.textContent()) ?? '', /^\s*pnpm add/);
      });
    });
  });

  it('the demo TS/JS toggle and Copy: JavaScript is shown and copied', async (t) => {
    await everyTry(t, async (noteEarly) => {
      const page = await openEarly('/x/react-date-pickers', {
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      const demo = page.getByRole('region', { name: 'Demo: PickersOverviewDemo' });
      const js = demo.getByRole('button', { name: 'JS', exact: true });
      await js.waitFor({ state: 'attached' });
      noteEarly(await beforeHydration(page));
      await js.click();
      await demo.getByRole('button', { name: 'Show code' }).click();
      await appears(page, demo.locator('[data-code-variant] pre'), "the demo's code");
      await demo.getByRole('button', { name: 'Copy', exact: true }).first().click();
      await demo.getByRole('button', { name: 'Copied', exact: true }).first().waitFor();
      await hydrated(page);
      const code = demo.locator('[data-code-variant]');
      await holds(page, async () => {
        assert.equal(await js.getAttribute('aria-pressed'), 'true');
        assert.equal(await code.getAttribute('data-code-variant'), 'JS');
        assert.doesNotMatch((await code.locator('pre').textContent()) ?? '', /: Dayjs|<Dayjs|interface |type [A-Z]/);
      });
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(copied, /useState/);
      assert.doesNotMatch(copied, /: Dayjs|<Dayjs|interface |type [A-Z]/, 'the JavaScript code was copied');
    });
  });

  it('an edit in the playground: the preview renders the typed code', async (t) => {
    const code = 'export default () => <p>Early edit 12345</p>;';
    await everyTry(t, async (noteEarly) => {
      const page = await openEarly('/playground');
      const editor = page.getByRole('textbox', { name: 'Code editor (TSX)' });
      await editor.waitFor({ state: 'attached' });
      noteEarly(await beforeHydration(page));
      await editor.click();
      await page.keyboard.press('Control+A');
      await editor.pressSequentially(code);
      await hydrated(page);
      const preview = page.getByTestId('playground-preview');
      await holds(page, async () => {
        await preview.getByText('Early edit 12345', { exact: true }).waitFor({ timeout: HOLD_MS * 5 });
        assert.equal(((await editor.textContent()) ?? '').trim(), code, 'every key reached the editor');
      });
    });
  });

  it('an edit of a Data Grid cell: the cell shows the typed value', async (t) => {
    const name = 'Kofi Mensah';
    await everyTry(t, async (noteEarly) => {
      const page = await openEarly('/x/react-data-grid/editing');
      const grid = page.getByRole('region', { name: 'Demo: EditingCellBasics' }).getByRole('grid');
      const cell = grid.locator('[role="row"][data-id="2"] [role="gridcell"][data-field="name"]');
      await cell.waitFor({ state: 'attached' });
      noteEarly(await beforeHydration(page));
      await cell.dblclick();
      const input = cell.locator('input');
      await appears(page, input, "the cell's editor");
      await page.keyboard.press('Control+A');
      await input.pressSequentially(name);
      await page.keyboard.press('Enter');
      await hydrated(page);
      await holds(page, async () => {
        await cell.locator('input').waitFor({ state: 'detached', timeout: HOLD_MS * 5 });
        assert.equal((await cell.textContent())?.trim(), name);
      });
    });
  });

  it('a date typed into a picker field section by section: the field and the readout show it', async (t) => {
    await everyTry(t, async (noteEarly) => {
      const page = await openEarly('/x/react-date-pickers/fields');
      const demo = page.getByRole('region', { name: 'Demo: FieldsDateFieldTyping' });
      const field = demo.getByRole('textbox', { name: 'Project start' });
      await field.waitFor({ state: 'attached' });
      noteEarly(await beforeHydration(page));
      await field.click();
      await field.pressSequentially('08152024');
      await hydrated(page);
      await holds(page, async () => {
        // Wait a little for the field to settle, then compare exactly: a lost or doubled key shows here.
        await until(async () => (await fieldText(field)) === '08/15/2024', 'the typed date', {
          timeoutMs: HOLD_MS * 5,
        }).catch(() => undefined);
        assert.equal(await fieldText(field), '08/15/2024');
        await demo.getByText('Project start: Thursday, August 15, 2024').waitFor({ timeout: HOLD_MS * 5 });
      });
    });
  });
});
