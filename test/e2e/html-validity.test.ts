/** Every built page is valid HTML: the W3C Nu checker (vnu-jar) reports no error on any of them. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { assertBuilt, BUILD_DIR, builtHtmlFiles, onlyFocusedPages, partOf, urlPathOfFile } from '../support/site';

const run = promisify(execFile);
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

describe('HTML validity', () => {
  it('the W3C Nu checker finds no error in any built page, in both locales', async () => {
    assertBuilt();
    // Every file, 404 pages included; PORTAL_CRAWL_ONLY narrows a writer's local run (notes/testing.md).
    const all = builtHtmlFiles();
    const focused = new Set(onlyFocusedPages(all.map((file) => urlPathOfFile(file))));
    const files = all.filter((file) => focused.has(urlPathOfFile(file)));
    assert.ok(files.length > (process.env.PORTAL_CRAWL_ONLY ? 0 : 20), 'pages to check');
    // One checker per core, each on an even share of the files: vnu checks its files one after another
    // on about one core (1455 pages took 137 s on 2 cores with one checker).
    const checkers = Math.max(1, Math.min(os.availableParallelism(), 4));
    const reports = await Promise.all(
      Array.from({ length: checkers }, (_, index) => partOf(files, index, checkers))
        .filter((part) => part.length > 0)
        .map(async (part) => {
          // vnu exits non-zero when it reports errors; its JSON report is on stderr either way.
          const result = await run('java', ['-Xss8m', '-jar', VNU_JAR, '--errors-only', '--format', 'json', ...part], {
            maxBuffer: 64 * 1024 * 1024,
          }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
          return JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
        }),
    );
    const messages = reports.flatMap((report) => report.messages);
    const errors = messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map(
        (message) =>
          `${path.relative(BUILD_DIR, new URL(message.url).pathname)}:${message.lastLine ?? '?'}: ${message.message}`,
      );
    // A plain message, not a deep-equal diff: the runner took minutes at full CPU to diff 1,800 errors.
    const shown = errors.slice(0, 60).join('\n');
    const more = errors.length > 60 ? `\n(+${errors.length - 60} more)` : '';
    assert.equal(errors.length, 0, `${errors.length} HTML error(s):\n${shown}${more}`);
  });
});
