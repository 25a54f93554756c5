/**
 * Test entry (run by runEsmScript.ts): spell checks texts with the project's cspell.config.yaml through
 * cspell's Node API and prints the issues as JSON. Input: `{ texts: [{ path, value }] }`, where `path` is
 * the name used in the result. Each text is checked as a page at `docs/<file name>` (only a name: nothing
 * is written there), because the real run ignores the fixture folder.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spellCheckDocument } from 'cspell-lib';

export interface SpellingIssue {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly word: string;
  /** A flagWords entry (a British spelling), rather than a word no dictionary knows. */
  readonly flagged: boolean;
}

const SITE_DIR = path.resolve(import.meta.dirname, '../..');
const CONFIG = path.join(SITE_DIR, 'cspell.config.yaml');

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const { texts } = JSON.parse(await readStdin()) as { texts: Array<{ path: string; value: string }> };
const issues: SpellingIssue[] = [];
for (const text of texts) {
  const uri = pathToFileURL(path.join(SITE_DIR, 'docs', path.basename(text.path))).href;
  const result = await spellCheckDocument({ uri, text: text.value }, { configFile: CONFIG, noConfigSearch: true }, {});
  if (!result.checked || result.errors?.length) {
    throw new Error(`cspell did not check ${text.path}: ${String(result.errors ?? 'excluded by the config')}`);
  }
  for (const issue of result.issues) {
    const before = text.value.slice(0, issue.offset);
    issues.push({
      file: text.path,
      line: before.split('\n').length,
      column: issue.offset - before.lastIndexOf('\n'),
      word: issue.text,
      flagged: Boolean(issue.isFlagged),
    });
  }
}
process.stdout.write(JSON.stringify(issues));
