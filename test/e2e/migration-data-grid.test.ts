/**
 * A reader upgrading a Data Grid opens the three migration guides: each renders its title, its
 * Before/After samples and its API list without console errors, the in-page links of "Before you start"
 * lead to their sections, and the TS/JS switch of a sample shows the JavaScript the build made from it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';

/** Each guide, its title and the least number of code blocks with variants it holds (two per entry). */
const GUIDES = [
  { path: '/x/migration/migration-data-grid-v6', title: 'Breaking changes: Data Grid', samples: 90 },
  { path: '/x/migration/migration-data-grid-v5', title: 'Breaking changes: Data Grid', samples: 100 },
  { path: '/x/migration/migration-data-grid-v4', title: 'Migration from v4 to v5 (Data Grid)', samples: 40 },
] as const;

describe('Data Grid migration guides', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);
  let page: Page;

  const assertCleanConsole = () =>
    assert.deepEqual([...reader.problems.pageErrors, ...reader.problems.consoleErrors], []);

  /** The n-th code block with variants after the `###` heading named `entry` (0: Before, 1: After); the name is matched at its start, since the heading's anchor link adds "Direct link to ...". */
  const sampleAfter = (entry: string, index: number): Locator =>
    page
      .getByRole('heading', { level: 3, name: new RegExp(`^${entry}`) })
      .locator(`xpath=following-sibling::*[@data-code-variant][${index + 1}]`);

  for (const guide of GUIDES) {
    it(`${guide.path} shows its title, its Before/After samples and its API list`, async () => {
      page = await reader.open(guide.path);
      await page.getByRole('heading', { level: 1, name: guide.title }).waitFor();
      await page.getByRole('heading', { level: 2, name: /^Before you start/ }).waitFor();
      await page.getByRole('heading', { level: 2, name: /^API(?! object)/ }).waitFor();
      const samples = await page.locator('[data-code-variant]').count();
      assert.ok(samples >= guide.samples, `${samples} samples with variants, expected at least ${guide.samples}`);
      const before = await page.getByText('Before', { exact: true }).count();
      const after = await page.getByText('After', { exact: true }).count();
      assert.ok(
        before >= guide.samples / 2 - 5 && after >= guide.samples / 2,
        `${before} Before and ${after} After titles`,
      );
      assertCleanConsole();
    });
  }

  it('the codemods link of "Before you start" leads to the Codemods section', async () => {
    page = await reader.open('/x/migration/migration-data-grid-v6');
    await page.getByRole('link', { name: 'Codemods', exact: true }).first().click();
    await page.waitForURL('**/x/migration/migration-data-grid-v6#codemods');
    await page.getByRole('heading', { level: 2, name: /^Codemods/ }).waitFor();
    assert.match(
      (await page.locator('pre', { hasText: 'v7.0.0/data-grid/preset-safe' }).first().textContent()) ?? '',
      /npx @mui\/x-codemod@latest/,
    );
    assertCleanConsole();
  });

  it('the JS switch of a sample shows the JavaScript made from its TypeScript', async () => {
    page = await reader.open('/x/migration/migration-data-grid-v6');
    const entry = 'Value getters receive the value and the row';
    const after = sampleAfter(entry, 1);
    assert.match((await after.locator('pre').textContent()) ?? '', /GridValueGetter<Customer, string>/);
    await after.getByRole('button', { name: 'JS', exact: true }).click();
    await page.waitForFunction(() => document.cookie.includes('codeVariant=JS'));
    assert.equal(await after.getAttribute('data-code-variant'), 'JS');
    const js = (await after.locator('pre').textContent()) ?? '';
    assert.match(js, /const fullName = \(value, row\) =>/);
    assert.doesNotMatch(js, /GridValueGetter|type Customer|: GridColDef/);
    // The choice applies to the Before sample of the same entry too.
    assert.equal(await sampleAfter(entry, 0).getAttribute('data-code-variant'), 'JS');
    assertCleanConsole();
  });
});
