// Runs ESLint and Prettier through their Node APIs with the repository's own configs, in a plain Node process:
// both load their configs (and Prettier its parsers) with a dynamic import(), which Jest cannot run.
// Input (stdin): { eslint: [{ code, filePath }], prettier: [{ code, filePath }] }, paths relative to the root.
// Output (stdout): { eslint: [[{ ruleId, severity, line }]], prettier: [{ ignored, formatted: boolean | null }] }.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

let input = '';
for await (const chunk of process.stdin) input += chunk;
const cases = JSON.parse(input);

const eslint = new ESLint({ cwd: root });
const linted = [];
for (const { code, filePath } of cases.eslint ?? []) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  linted.push(result.messages.map(({ ruleId, severity, line }) => ({ ruleId, severity, line })));
}

const formatted = [];
for (const { code, filePath } of cases.prettier ?? []) {
  const file = path.join(root, filePath);
  const { ignored } = await prettier.getFileInfo(file, { ignorePath: path.join(root, '.prettierignore') });
  const options = await prettier.resolveConfig(file);
  formatted.push({ ignored, formatted: ignored ? null : await prettier.check(code, { ...options, filepath: file }) });
}

process.stdout.write(JSON.stringify({ eslint: linted, prettier: formatted }));
