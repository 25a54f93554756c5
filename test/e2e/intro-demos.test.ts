/** The introduction and getting-started pages carry live demos that a reader can use. */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, watchProblems, type PageProblems } from '../support/browser';
import { useServedSite } from '../support/suite';

/** Each page and the demos it embeds. */
const PAGES: Record<string, readonly string[]> = {
  '/x/introduction': ['BikeShopDashboard', 'FirstBookGrid'],
  '/x/introduction/installation': ['AdapterLocaleSwitch', 'XInstallationCheck'],
  '/getting-started/installation': ['IconsQuickStart'],
  '/getting-started/usage': ['PublishButtons', 'SxStatCards', 'NestedThemeToggle', 'WorkshopSignupForm'],
};

describe('introduction and getting-started demos', () => {
  const site = useServedSite();
  let context: BrowserContext;
  let page: Page;
  let problems: PageProblems;

  before(async () => {
    context = await newContext(site.browser);
    page = await context.newPage();
    problems = watchProblems(page);
  });
  after(async () => {
    await context.close();
  });

  const open = async (path: string): Promise<void> => {
    problems.consoleErrors.length = 0;
    problems.pageErrors.length = 0;
    await page.goto(site.origin + path);
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    for (const name of PAGES[path]) {
      await page.getByRole('region', { name: `Demo: ${name}` }).waitFor();
    }
  };
  const demo = (name: string) => page.getByRole('region', { name: `Demo: ${name}` });
  const assertCleanConsole = () => assert.deepEqual([...problems.pageErrors, ...problems.consoleErrors], []);

  it('the overview dashboard filters the chart and the grid from the category tree', async () => {
    await open('/x/introduction');
    const dashboard = demo('BikeShopDashboard');
    await dashboard.getByText(/^21 orders, /).waitFor();
    await dashboard.getByRole('gridcell', { name: 'Hana Kim' }).waitFor();
    await dashboard.getByRole('treeitem', { name: 'Lights' }).click();
    // Lights: four orders (1 x $35, 3 x $29, 2 x $35, 1 x $29).
    await dashboard.getByText('4 orders, $221 in revenue').waitFor();
    await dashboard.getByRole('gridcell', { name: 'Sofia Costa' }).waitFor();
    assert.equal(await dashboard.getByRole('gridcell', { name: 'Hana Kim' }).count(), 0);
    await demo('FirstBookGrid').getByRole('gridcell', { name: 'Kindred' }).waitFor();
    assertCleanConsole();
  });

  it('the adapter demo formats the same date in the chosen language', async () => {
    await open('/x/introduction/installation');
    const locales = demo('AdapterLocaleSwitch');
    await locales.getByText('8. Mai 2024').waitFor();
    await locales.getByRole('button', { name: 'English' }).click();
    await locales.getByText('May 8, 2024').waitFor();
    assert.equal(await locales.getByRole('button', { name: 'English' }).getAttribute('aria-pressed'), 'true');
    assertCleanConsole();
  });

  it('the installation page renders its icon demo', async () => {
    await open('/getting-started/installation');
    const star = demo('IconsQuickStart').getByRole('button', { name: 'Star' });
    await star.click();
    assert.equal(await star.getAttribute('aria-pressed'), 'true');
    assertCleanConsole();
  });

  it('the usage demos react: buttons change the status, the form validates and confirms', async () => {
    await open('/getting-started/usage');
    const buttons = demo('PublishButtons');
    await buttons.getByRole('button', { name: 'Publish' }).click();
    await buttons.getByRole('status').filter({ hasText: 'Published' }).waitFor();
    assert.equal(await buttons.getByRole('button', { name: 'Publish' }).isDisabled(), true);

    const form = demo('WorkshopSignupForm');
    await form.getByRole('button', { name: 'Register' }).click();
    await form.getByText('Enter the name for the badge.').waitFor();
    const name = form.getByRole('textbox', { name: 'Full name' });
    assert.equal(await name.getAttribute('aria-invalid'), 'true');
    await name.fill('Ada Lovelace');
    assert.equal(await name.getAttribute('aria-invalid'), 'false');
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await form.getByRole('checkbox', { name: /code of conduct/ }).check();
    await form.getByRole('button', { name: 'Register' }).click();
    await form.getByRole('status').filter({ hasText: 'Ada Lovelace is registered for the morning' }).waitFor();

    const themed = demo('NestedThemeToggle');
    const send = themed.getByRole('button', { name: 'Send reply' });
    const radius = () => send.evaluate((element) => getComputedStyle(element).borderTopLeftRadius);
    const compactRadius = await radius();
    await themed.getByRole('checkbox', { name: 'Apply the nested compact theme' }).uncheck();
    assert.notEqual(await radius(), compactRadius);
    assertCleanConsole();
  });
});
