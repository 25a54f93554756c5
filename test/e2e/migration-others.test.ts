/**
 * A reader opens the pickers, tree view and charts migration guides: each shows its title, its order of
 * steps, its Before/After samples and the codemod command of its step; the samples follow the TS/JS switch;
 * two guides pass axe in dark mode on a phone-sized screen.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { seriousAxeViolations } from '../support/axe';
import { STORAGE_KEYS } from '../../src/data/constants';

interface Guide {
  path: string;
  title: string;
  /** Text a reader copies to run the step's codemod (or, for the charts, the sentence saying there is none). */
  codemod: string;
}

const GUIDES: readonly Guide[] = [
  {
    path: '/x/migration/migration-pickers-v6',
    title: 'Breaking changes: Date and Time Pickers',
    codemod: 'npx @mui/x-codemod@latest v7.0.0/pickers/preset-safe src',
  },
  {
    path: '/x/migration/migration-tree-view-v6',
    title: 'Breaking changes: Tree View',
    codemod: 'npx @mui/x-codemod@latest v7.0.0/tree-view/preset-safe src',
  },
  {
    path: '/x/migration/migration-charts-v6',
    title: 'Breaking changes: Charts',
    codemod: 'There is no codemod for the charts',
  },
  {
    path: '/x/migration/migration-pickers-v5',
    title: 'Breaking changes: Date and Time Pickers',
    codemod: 'npx @mui/x-codemod@latest v6.0.0/pickers/preset-safe src',
  },
  {
    path: '/x/migration/migration-tree-view-lab',
    title: 'Migration from lab to v6 (Tree View)',
    codemod: 'npx @mui/codemod@5 v5.0.0/tree-view-moved-to-x src',
  },
  {
    path: '/x/migration/migration-pickers-lab',
    title: 'Migration from lab to v5 (Date and Time Pickers)',
    codemod: 'npx @mui/codemod@5 v5.0.0/date-pickers-moved-to-x src',
  },
];

/** The code blocks of the page whose text matches. */
const codeBlocks = (page: Page, text: RegExp) => page.locator('pre', { hasText: text });

describe('pickers, tree view and charts migration guides', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('each guide shows its title, its order of steps, Before/After samples and its codemod command', async () => {
    for (const guide of GUIDES) {
      const page = await reader.open(guide.path);
      await page.getByRole('heading', { level: 1, name: guide.title }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Before you start' }).waitFor();
      const before = await page.getByText('Before', { exact: true }).count();
      const after = await page.getByText('After', { exact: true }).count();
      assert.ok(before > 0 && before === after, `${guide.path}: ${before} Before and ${after} After samples`);
      await page.getByText(guide.codemod).first().waitFor();
    }
  });

  it('the samples follow the TS/JS switch', async () => {
    const page = await reader.open('/x/migration/migration-pickers-v6');
    // The After sample of shouldDisableTime types its parameter in TypeScript only.
    const typed = codeBlocks(page, /shouldDisableTime=\{\(value: Dayjs, view\)/);
    const untyped = codeBlocks(page, /shouldDisableTime=\{\(value, view\)/);
    await typed.first().waitFor();
    assert.equal(await untyped.count(), 0);

    await page.getByRole('group', { name: 'Code language' }).first().getByRole('button', { name: 'JS' }).click();
    await untyped.first().waitFor();
    assert.equal(await typed.count(), 0);
    // The samples' titles stay with the JavaScript.
    assert.ok((await page.getByText('After', { exact: true }).count()) > 0);
  });

  for (const path of ['/x/migration/migration-pickers-v6', '/x/migration/migration-tree-view-v6']) {
    it(`${path} has no serious axe violation in dark mode at 390 px wide`, async () => {
      const page = await reader.open(path, { viewport: { width: 390, height: 844 } });
      await page.evaluate((key) => window.localStorage.setItem(key, 'dark'), STORAGE_KEYS.mode);
      await page.reload();
      await page.locator('html[data-has-hydrated=true][data-theme=dark]').waitFor({ state: 'attached' });
      assert.deepEqual(await seriousAxeViolations(page), []);
    });
  }
});
