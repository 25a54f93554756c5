/** One message of the page lint, as the test scripts report it (file, position, text, rule). */
export interface LintMessage {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly reason: string;
  /** The rule, e.g. `no-body-h1` or `heading-increment`. */
  readonly ruleId: string;
  /** Where the rule comes from: `portal-lint` (lint/remark/) or `remark-lint`. */
  readonly source: string;
}

/** A page to lint: its path (which names it in messages) and its text. */
export interface PageText {
  readonly path: string;
  readonly value: string;
}

/**
 * What `lintPages.mts` lints with: the project's `.remarkrc.mjs`, or a list of rule modules (each with
 * its options) after the parsers every page uses (YAML front matter, MDX).
 */
export type LintRequest =
  | { readonly config: 'project'; readonly pages: readonly PageText[] }
  | {
      readonly rules: ReadonlyArray<{ readonly module: string; readonly options?: unknown }>;
      readonly pages: readonly PageText[];
    };
