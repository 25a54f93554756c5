/**
 * Which top-level keys of a YAML front matter block hold a value. A small reader for the flat front
 * matter of the pages (`title: ...`, `description: ...`), not a YAML parser: a key counts as filled when
 * its value on the same line is not empty, `""`, `''`, `~` or `null`, or when an empty or block-scalar
 * (`|`, `>-`) value continues on indented lines below it. Kept free of ESM-only imports for Jest.
 */

const TOP_LEVEL_KEY = /^([A-Za-z_][\w-]*)[ \t]*:(?:[ \t]+(.*))?$/;
const EMPTY_VALUE = /^(?:""|''|~|null)$/i;
const BLOCK_SCALAR = /^[|>][+-]?\d*$/;

/** `value` without a trailing `# comment` (only outside quotes: a quoted value keeps its `#`). */
function withoutComment(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('"') || trimmed.startsWith("'")) return trimmed;
  return trimmed.replace(/(^|\s)#.*$/, '').trim();
}

/** Whether an indented, non-empty line follows line `index` before the next top-level line. */
function continuesBelow(lines: readonly string[], index: number): boolean {
  for (const line of lines.slice(index + 1)) {
    if (line.trim() === '') continue;
    return /^\s/.test(line) || /^-\s/.test(line);
  }
  return false;
}

/** The top-level keys of `yaml` that hold a value. */
export function filledKeys(yaml: string): Set<string> {
  const lines = yaml.split(/\r?\n/);
  const filled = new Set<string>();
  lines.forEach((line, index) => {
    const match = TOP_LEVEL_KEY.exec(line);
    if (!match) return;
    const value = withoutComment(match[2] ?? '');
    const hasValue = value === '' || BLOCK_SCALAR.test(value) ? continuesBelow(lines, index) : !EMPTY_VALUE.test(value);
    if (hasValue) filled.add(match[1]);
  });
  return filled;
}

/** The keys of `required` that `yaml` (the front matter, `undefined` when the page has none) lacks. */
export function missingKeys(yaml: string | undefined, required: readonly string[]): string[] {
  const filled = filledKeys(yaml ?? '');
  return required.filter((key) => !filled.has(key));
}
