/**
 * "Open in StackBlitz" and "Open in CodeSandbox" post a demo as a whole project (issue 23, B), and a
 * page of the test build asks nothing of any host but the site's own (issue 23, A2/A4). The test
 * build points both services at paths of the site (`PORTAL_STACKBLITZ_URL`, `PORTAL_CODESANDBOX_URL`
 * in `npm run test:build`); the browser context answers those form posts itself, so nothing leaves
 * the machine, and the test reads the posted fields.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { decompressFromBase64 } from 'lz-string';
import type { BrowserContext, Request } from 'playwright-core';
import { useReaderPage } from '../support/readerPage';
import { useServedSite } from '../support/suite';
import { readerUserAgent } from '../support/browser';
import { FAKE_CODESANDBOX_PATH, FAKE_STACKBLITZ_PATH, sitePath } from '../support/fakeAssets';

/** Where the test build sends the two forms (package.json `test:build`, scripts/test-all.mjs). */
const STACKBLITZ_PATH = FAKE_STACKBLITZ_PATH;
const CODESANDBOX_PATH = FAKE_CODESANDBOX_PATH;
const PICKERS = '/x/react-date-pickers';
const LABELS = '/x/react-charts/label';

interface Posted {
  url: string;
  fields: URLSearchParams;
}

/** Answers the next form post to `path` (in any tab of the context) and gives its fields. */
function nextPost(context: BrowserContext, path: string): Promise<Posted> {
  return new Promise((resolve) => {
    void context.route(sitePath(path), async (route) => {
      const request = route.request();
      assert.equal(request.method(), 'POST');
      assert.match(request.headers()['content-type'] ?? '', /^application\/x-www-form-urlencoded/);
      resolve({ url: request.url(), fields: new URLSearchParams(request.postData() ?? '') });
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>fake</title>' });
    });
  });
}

/** Form posts turn line breaks into CRLF; the project's files use LF. */
const lf = (text: string | null): string => (text ?? '').replace(/\r\n/g, '\n');

function stackblitzFiles(fields: URLSearchParams): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [name, value] of fields) {
    const match = /^project\[files\]\[(.+)\]$/.exec(name);
    if (match) files[match[1]!] = lf(value);
  }
  return files;
}

describe('demo sandboxes', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('both buttons are named, keyboard reachable and tracked', async () => {
    const demo = await reader.openDemo(PICKERS, 'PickersOverviewDemo');
    for (const [name, action] of [
      ['Open in StackBlitz', 'open-stackblitz'],
      ['Open in CodeSandbox', 'open-codesandbox'],
    ] as const) {
      const button = demo.getByRole('button', { name, exact: true });
      assert.equal(await button.getAttribute('data-ga-event-action'), action);
      assert.equal(await button.getAttribute('data-ga-event-label'), 'PickersOverviewDemo');
      await button.focus();
      assert.ok(await button.evaluate((element) => element === document.activeElement), `${name} takes the focus`);
    }
  });

  it('Open in StackBlitz posts the TypeScript project with its pinned versions', async () => {
    const demo = await reader.openDemo(PICKERS, 'PickersOverviewDemo');
    const posted = nextPost(reader.context, STACKBLITZ_PATH);
    await demo.getByRole('button', { name: 'Open in StackBlitz', exact: true }).press('Enter');
    const { url, fields } = await posted;
    assert.equal(new URL(url).origin, site.origin);
    assert.equal(fields.get('project[template]'), 'node');
    assert.match(fields.get('project[title]') ?? '', /^PickersOverviewDemo - /);
    assert.match(fields.get('project[description]') ?? '', new RegExp(`${PICKERS}$`));
    const files = stackblitzFiles(fields);
    assert.deepEqual(Object.keys(files).sort(), [
      'index.html',
      'package.json',
      'src/PickersOverviewDemo.tsx',
      'src/main.tsx',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    assert.match(files['src/PickersOverviewDemo.tsx']!, /export default function PickersOverviewDemo/);
    assert.match(files['src/main.tsx']!, /createTheme\(/);
    assert.match(files['index.html']!, /src="\/src\/main\.tsx"/);
    const manifest = JSON.parse(files['package.json']!) as {
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    assert.equal(manifest.scripts.dev, 'vite');
    assert.equal(manifest.dependencies['@mui/material'], '5.18.0');
    assert.equal(manifest.dependencies['@mui/x-date-pickers'], '7.14.0');
    assert.equal(manifest.dependencies.react, '18.3.1');
    assert.ok(manifest.dependencies.dayjs, 'dayjs for the adapter');
    assert.equal(manifest.dependencies['@mui/x-data-grid'], undefined, 'only what the demo imports');
    assert.ok(manifest.devDependencies.vite && manifest.devDependencies.typescript);
  });

  it('Open in CodeSandbox posts the JavaScript project, local data files included, for a JS reader', async () => {
    const demo = await reader.openDemo(LABELS, 'LabelBarValues');
    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    const posted = nextPost(reader.context, CODESANDBOX_PATH);
    await demo.getByRole('button', { name: 'Open in CodeSandbox', exact: true }).click();
    const { fields } = await posted;
    assert.deepEqual([...fields.keys()], ['parameters']);
    const parameters = fields.get('parameters') ?? '';
    const { files } = JSON.parse(decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/')) ?? 'null') as {
      files: Record<string, { content: string }>;
    };
    assert.deepEqual(Object.keys(files).sort(), [
      'index.html',
      'package.json',
      'src/LabelBarValues.jsx',
      'src/data/climate.js',
      'src/main.jsx',
      'vite.config.js',
    ]);
    assert.doesNotMatch(files['src/LabelBarValues.jsx']!.content, /\binterface |\btype [A-Z]\w* =|useState</);
    const manifest = JSON.parse(files['package.json']!.content) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    assert.equal(manifest.dependencies['@mui/x-charts'], '7.14.0');
    assert.equal(manifest.devDependencies.typescript, undefined);
  });

  it('a page of the test build requests nothing outside the site', async () => {
    const requests: string[] = [];
    const track = (request: Request): void => {
      requests.push(request.url());
    };
    const page = await reader.open(PICKERS, { userAgent: readerUserAgent(site.browser) });
    page.on('request', track);
    await page.reload();
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    await page.mouse.wheel(0, 4000);
    // The ad slot's polls and fallback (3.5 s), the analytics and the lazy chunks have run by then.
    await page.waitForTimeout(4000);
    const outside = requests.filter((url) => !/^(data|blob):/.test(url) && new URL(url).hostname !== '127.0.0.1');
    assert.ok(requests.length > 5, `the page made its requests (${requests.length})`);
    assert.deepEqual(outside, []);
  });
});
