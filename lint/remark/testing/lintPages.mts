/**
 * Test entry (run by test/support/runEsmScript.ts): reads a LintRequest as JSON on stdin, lints its pages
 * with remark and prints their messages as JSON. `config: 'project'` uses the real `.remarkrc.mjs`;
 * `rules` runs the named rule modules alone, after the front matter and MDX parsers.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type PluggableList, type Preset } from 'unified';
import { VFile } from 'vfile';
import type { LintMessage, LintRequest } from './lintMessage';

const SITE_DIR = path.resolve(import.meta.dirname, '../../..');

async function importDefault<T>(file: string): Promise<T> {
  return ((await import(pathToFileURL(path.resolve(SITE_DIR, file)).href)) as { default: T }).default;
}

async function pluginsOf(request: LintRequest): Promise<PluggableList> {
  if ('config' in request) return (await importDefault<Preset>('.remarkrc.mjs')).plugins ?? [];
  const rules: PluggableList = [];
  for (const rule of request.rules) rules.push([await importDefault(rule.module), rule.options]);
  return [[remarkFrontmatter, ['yaml']], remarkMdx, ...rules];
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const request = JSON.parse(await readStdin()) as LintRequest;
// Parse and run the lint plugins, as remark-cli does, without writing anything back.
const processor = unified()
  .use(remarkParse)
  .use(await pluginsOf(request));
const messages: LintMessage[] = [];
for (const page of request.pages) {
  const file = new VFile({ path: page.path, value: page.value });
  await processor.run(processor.parse(file), file);
  for (const message of file.messages) {
    messages.push({
      file: page.path,
      line: message.line ?? 0,
      column: message.column ?? 0,
      reason: message.reason,
      ruleId: message.ruleId ?? '',
      source: message.source ?? '',
    });
  }
}
process.stdout.write(JSON.stringify(messages));
