/** A reader edits a snippet in the playground, sees it render, sees errors inline, and keeps the draft. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useReaderPage } from '../support/readerPage';
import { useServedSite } from '../support/suite';

describe('playground', () => {
  const site = useServedSite();
  const reader = useReaderPage(site, { permissions: ['clipboard-read', 'clipboard-write'] });
  let page: Page;
  const open = async (path = '/playground'): Promise<void> => {
    page = await reader.open(path);
  };

  const editor = () => page.getByRole('textbox', { name: 'Code editor (TSX)' });
  const preview = () => page.getByTestId('playground-preview');
  const errorBox = () => page.getByRole('status');

  /** Replaces the editor's whole text, as a reader would: select all, then paste the new code. */
  const replaceCode = async (code: string): Promise<void> => {
    await page.evaluate((text) => navigator.clipboard.writeText(text), code);
    await editor().click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Control+V');
  };

  it('renders the example live and re-renders as the reader edits', async () => {
    await open();
    await preview().getByRole('button', { name: 'Say hello' }).click();
    await preview().getByText('Hello, Ada! (1)').waitFor();
    await replaceCode(
      "import Chip from '@mui/material/Chip';\nimport { Send } from '@mui/icons-material';\n\n" +
        "export default function Tags(): JSX.Element {\n  const names: string[] = ['alpha', 'beta'];\n" +
        '  return <>{names.map((name) => <Chip key={name} label={name} icon={<Send />} />)}</>;\n}\n',
    );
    await preview().getByText('beta').waitFor();
    assert.equal(await preview().locator('.MuiChip-root').count(), 2);
  });

  it('shows compile and import errors inline and recovers', async () => {
    await open();
    await replaceCode('export default function Broken() {\n  return <div>;\n}\n');
    await errorBox()
      .getByText(/SyntaxError|Unexpected token/)
      .waitFor();
    await replaceCode("import capitalize from 'lodash/capitalize';\nexport default () => <p>{capitalize('x')}</p>;\n");
    await errorBox()
      .getByText(/'lodash\/capitalize' cannot be imported in the playground/)
      .waitFor();
    await replaceCode('const notAComponent = 1;\n');
    await errorBox()
      .getByText(/export a component as default/)
      .waitFor();
    await replaceCode("import Button from '@mui/material/Button';\nexport default () => <Button>Fixed</Button>;\n");
    await preview().getByRole('button', { name: 'Fixed' }).waitFor();
    // The error slot is empty again, so it is not shown at all.
    assert.equal(await errorBox().count(), 0);
  });

  it('keeps the draft across a reload and resets to the example', async () => {
    await open();
    await replaceCode('export default function Kept() {\n  return <p>Draft survives</p>;\n}\n');
    await preview().getByText('Draft survives').waitFor();
    await page.waitForFunction(() => localStorage.getItem('portal.playground.draft')?.includes('Draft survives'));
    await page.reload();
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    await preview().getByText('Draft survives').waitFor();
    await page.getByRole('button', { name: 'Reset code' }).click();
    await preview().getByRole('button', { name: 'Say hello' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('portal.playground.draft')), null);
  });

  it('falls back to the example when the stored draft is unusable', async () => {
    await open();
    await page.evaluate(() => localStorage.setItem('portal.playground.draft', '   '));
    await page.reload();
    await preview().getByRole('button', { name: 'Say hello' }).waitFor();
  });

  it('copies the code in the editor', async () => {
    await open();
    await replaceCode('export default () => <b>copy me</b>;\n');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    assert.equal(
      (await page.evaluate(() => navigator.clipboard.readText())).trim(),
      'export default () => <b>copy me</b>;',
    );
  });
});
