/** Jest-side helpers: lint pages in a child process (lintPages.mts) and shape the result for assertions. */
import { runEsmScript } from '../../../test/support/runEsmScript';
import type { LintMessage, LintRequest, PageText } from './lintMessage';

const ENTRY = 'lint/remark/testing/lintPages.mts';

/** The messages of `pages` under one rule module (path from the site folder) with its options. */
export function lintWithRule(module: string, pages: readonly PageText[], options?: unknown): LintMessage[] {
  const request: LintRequest = { rules: [{ module, options }], pages };
  return runEsmScript<LintMessage[]>(ENTRY, request);
}

/** The messages of `pages` under the project's `.remarkrc.mjs`. */
export function lintWithProjectConfig(pages: readonly PageText[]): LintMessage[] {
  const request: LintRequest = { config: 'project', pages };
  return runEsmScript<LintMessage[]>(ENTRY, request);
}

/** `file:line rule` for each message, the way a report names them; easy to compare in a test. */
export function located(messages: readonly LintMessage[]): string[] {
  return messages.map((message) => `${message.file}:${message.line} ${message.ruleId}`);
}
