/**
 * Which inline code of a page names an API, and which names to check.
 *
 * A span is classified by its form, first match wins (`\|` in a table cell counts as `|`):
 *
 * | form | example | names checked |
 * | --- | --- | --- |
 * | empty, number, CSS variable or flag (`-x`) | `52`, `--DataGrid-t` | none |
 * | quoted string | `'dense'` | none, unless it is a MUI class name (`'MuiDataGrid-cell'`) |
 * | shell command (npm, npx, yarn, pnpm, git, node ...) | `npm install @mui/x-data-grid` | none |
 * | path, URL, package or file name | `@mui/x-data-grid`, `./demos/X.tsx`, `App.tsx` | none |
 * | CSS selector with MUI class names | `.MuiDataGrid-cell:focus` | each class, kind `cssClass` |
 * | leading keyword | `new X()`, `readonly X[]`, `typeof x` | what follows, classified alone |
 * | declaration | `const apiRef = useGridApiRef()` | the value, classified alone |
 * | import | `import { DataGrid } from '...'` | the named imports (a default import is the reader's name) |
 * | HTML element | `<div>`, `<br />` | none |
 * | JSX element | `<DataGrid checkboxSelection />` | the tag (each dotted part) and its attribute names |
 * | attribute | `getRowId={(row) => row.code}` | the name; for a `{{ ... }}` value, as for an object literal |
 * | key and value | `hideSortIcons: true` | the key, and the value as in an object literal |
 * | signature with `=>` | `(params: GridRowParams) => boolean` | type names (capitalized) only: parameters are local |
 * | comparison or assignment | `rowNode.type === 'group'` | each side, classified alone |
 * | union or intersection | `GridSortDirection \| null` | each member, classified alone |
 * | object literal | `{ pageSize, mode: GridRowModes.View }` | its top-level keys, and its values classified alone, except a plain variable (`toolbar: MyToolbar`), which is the reader's; CONSTANT_CASE values count |
 * | array literal | `[GridLogicOperator.And]` | each element, classified alone |
 * | path or call chain | `apiRef.current.autosizeColumns(options)`, `GridColDef<Row>[]` | each segment outside the argument and type argument lists, up to a `row` segment |
 * | anything else (other expressions, prose) | `a + b`, `go mit` | none |
 *
 * Not every name found is checked: only those that look like an API (`isApiIdentifier`): PascalCase
 * with a lowercase letter (`DataGridPro`, `GridColDef`), camelCase with an inner capital
 * (`checkboxSelection`, `getRowId`, hooks such as `useGridApiRef`), CONSTANT_CASE with an underscore
 * (`GRID_CHECKBOX_SELECTION_COL_DEF`) and `unstable_`/`experimental_` names. Plain lowercase words
 * (`rows`, `dense`, `yarn`), acronyms (`DOM`), single letters (type parameters) and other underscore
 * names (`__check__`, `_action`: field names) are not, nor are the reader's own placeholders:
 * names starting with `My` (`MyToolbar`), type arguments (`<Row, Value>`) and the fields after a `row`
 * segment (`params.row.someField`: the row model is the reader's data). Exception: in a path rooted at
 * `slots`, `slotProps` or `apiRef`, and among the keys of a `slots={{ }}` or `slotProps={{ }}` value,
 * lowercase names are checked too (`slots.toolbar`): there they are slot and method names.
 *
 * A CSS class `Mui<Component>-<key>` is generated from a `classes` key; check.ts looks up both parts.
 * Bare class keys (`columnHeader--sorted`) and CSS variables are not checked.
 */

export type CandidateKind = 'identifier' | 'cssClass';

export interface Candidate {
  name: string;
  kind: CandidateKind;
}

/** Does this identifier look like an API name (see the header comment)? */
export function isApiIdentifier(name: string): boolean {
  if (!/^[A-Za-z_][\w]*$/.test(name)) return false;
  if (/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(name)) return true;
  if (/^([Uu]nstable|[Ee]xperimental)_[A-Za-z][A-Za-z0-9]*$/.test(name)) return true;
  if (name.includes('_') || /^My[A-Z]/.test(name)) return false;
  return /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/.test(name) || /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/.test(name);
}

/** Path roots under which lowercase segments are API names too. */
const API_ROOTS = new Set(['slots', 'slotProps', 'apiRef']);

const SHELL = /^(npm|npx|yarn|pnpm|bun|node|git|cd|curl|tsx|docusaurus)(\s|$)/;
const PATH_LIKE = /^(https?:\/\/|\.{1,2}\/|\/|@|~)/;
const FILE_NAME = /\.(d\.ts|tsx?|jsx?|mjs|cjs|json|css|scss|mdx?|html|ya?ml|lock|svg|png)$/;
const CSS_CLASS = /\bMui([A-Za-z]*)-([A-Za-z0-9]+(?:-{1,2}[A-Za-z0-9]+)*)/g;

type TokenType = 'ident' | 'string' | 'number' | 'punct' | 'space';
interface Token {
  type: TokenType;
  text: string;
}

const TOKEN =
  /(\s+)|([A-Za-z_$][\w$]*)|('(?:[^'\\]|\\.)*'?|"(?:[^"\\]|\\.)*"?|`(?:[^`\\]|\\.)*`?)|(\d[\w.]*)|(=>|\.\.\.|\?\.|===|!==|==|!=|<=|>=|&&|\|\||[^\s])/g;

function tokenize(code: string): Token[] {
  const tokens: Token[] = [];
  for (const match of code.matchAll(TOKEN)) {
    const type: TokenType = match[1]
      ? 'space'
      : match[2]
        ? 'ident'
        : match[3]
          ? 'string'
          : match[4]
            ? 'number'
            : 'punct';
    tokens.push({ type, text: match[0] });
  }
  return tokens;
}

const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };
const CLOSE = new Set(Object.values(OPEN));

/** Index just after the group that opens at `start`, or -1 when it is not closed. */
function groupEnd(tokens: Token[], start: number): number {
  let depth = 0;
  for (let i = start; i < tokens.length; i += 1) {
    const { type, text } = tokens[i];
    if (type !== 'punct') continue;
    if (OPEN[text]) depth += 1;
    else if (CLOSE.has(text)) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** Splits at the given punctuation where it is outside every group. */
function splitTopLevel(tokens: Token[], separators: string[]): Token[][] {
  const parts: Token[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.type === 'punct' && OPEN[token.text]) depth += 1;
    if (token.type === 'punct' && CLOSE.has(token.text)) depth -= 1;
    if (depth === 0 && token.type === 'punct' && separators.includes(token.text)) parts.push([]);
    else parts[parts.length - 1].push(token);
  }
  return parts;
}

const solid = (tokens: Token[]): Token[] => tokens.filter((token) => token.type !== 'space');
const identifiers = (names: string[]): Candidate[] =>
  names.filter(isApiIdentifier).map((name) => ({ name, kind: 'identifier' as const }));

/** The names to check in a path or call chain, or undefined when the tokens are not one. */
function pathSegments(tokens: Token[]): string[] | undefined {
  const list = solid(tokens);
  if (list.length === 0 || list[0].type !== 'ident') return undefined;
  const segments: string[] = [list[0].text];
  let i = 1;
  while (i < list.length) {
    const { type, text: value } = list[i];
    if (type === 'punct' && (value === '.' || value === '?.') && list[i + 1]?.type === 'ident') {
      segments.push(list[i + 1].text);
      i += 2;
    } else if (type === 'punct' && (value === '(' || value === '[' || value === '<')) {
      const end = groupEnd(list, i);
      if (end < 0) return undefined;
      i = end;
    } else if (type === 'punct' && (value === '!' || value === '?') && i === list.length - 1) {
      i += 1;
    } else return undefined;
  }
  const rowAt = segments.indexOf('row');
  const own = rowAt < 0 ? segments : segments.slice(0, rowAt + 1);
  return API_ROOTS.has(own[0])
    ? own.filter((segment, index) => index === 0 || /^[a-z][A-Za-z0-9]*$/.test(segment) || isApiIdentifier(segment))
    : own.filter(isApiIdentifier);
}

/**
 * The names in an object literal's inside: its top-level keys (lowercase keys too when they are slot
 * names, `allKeys`) and what each value names, classified alone.
 */
function objectCandidates(inside: Token[], allKeys = false): Candidate[] {
  return splitTopLevel(inside, [',', ';'])
    .map(solid)
    .filter((entry) => entry.length > 0 && entry[0].type === 'ident')
    .flatMap((entry) => {
      const key = entry[0].text;
      const keys =
        allKeys && /^[a-z][A-Za-z0-9]*$/.test(key) ? [{ name: key, kind: 'identifier' as const }] : identifiers([key]);
      return entry[1]?.text === ':' ? [...keys, ...classifyValue(entry.slice(2))] : keys;
    });
}

/**
 * A value in an object or after a key: a bare identifier there is the reader's own variable
 * (`toolbar: MyToolbar`, `bottom: [totalsRow]`) unless it is CONSTANT_CASE (`GRID_TREE_DATA_GROUPING_FIELD`);
 * other forms are classified as usual (`GridRowModes.View`).
 */
function classifyValue(tokens: Token[]): Candidate[] {
  const list = solid(tokens);
  if (list.length === 1 && list[0].type === 'ident') {
    return /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(list[0].text) ? identifiers([list[0].text]) : [];
  }
  if (list[0]?.text === '[' && groupEnd(list, 0) === list.length) {
    return splitTopLevel(list.slice(1, -1), [',']).flatMap(classifyValue);
  }
  return classifyTokens(list);
}

/** Keywords that only introduce what follows: `new X()`, `readonly X[]`, `typeof x`, `await f()`. */
const LEADING_KEYWORDS = new Set(['new', 'readonly', 'typeof', 'keyof', 'await', 'return', 'export', 'default']);

function classifyTokens(tokens: Token[]): Candidate[] {
  const list = solid(tokens);
  if (list.length === 0) return [];
  const first = list[0];
  const last = list[list.length - 1];

  // Leading keywords, declarations and imports.
  if (first.type === 'ident' && LEADING_KEYWORDS.has(first.text) && list.length > 1)
    return classifyTokens(list.slice(1));
  if (first.type === 'ident' && ['const', 'let', 'var'].includes(first.text)) {
    const parts = splitTopLevel(list, ['=']);
    return parts.length > 1 ? parts.slice(1).flatMap(classifyTokens) : [];
  }
  if (first.text === 'import') {
    // Named imports are the package's names; a default or namespace import is the reader's own name.
    const open = list.findIndex((token) => token.text === '{');
    const end = open < 0 ? -1 : groupEnd(list, open);
    if (end < 0) return [];
    return identifiers(
      splitTopLevel(list.slice(open + 1, end - 1), [',']).flatMap((entry) => {
        const named = solid(entry).filter((token) => token.type === 'ident' && token.text !== 'type');
        return named.length > 0 ? [named[0].text] : [];
      }),
    );
  }

  // JSX element.
  if (first.text === '<' && list[1]?.type === 'ident') {
    const tag = list[1].text;
    if (/^[a-z]/.test(tag)) return [];
    const names: string[] = [tag];
    let i = 2;
    while (list[i]?.text === '.' && list[i + 1]?.type === 'ident') {
      names.push(list[i + 1].text);
      i += 2;
    }
    for (; i < list.length; i += 1) {
      const token = list[i];
      if (token.type === 'punct' && (token.text === '>' || token.text === '/')) break; // end of the opening tag
      if (token.type === 'punct' && token.text === '{') {
        const end = groupEnd(list, i);
        if (end < 0) break;
        i = end - 1;
      } else if (token.type === 'ident' && list[i - 1]?.text !== '-' && list[i + 1]?.text !== '-')
        names.push(token.text);
    }
    return identifiers(names);
  }
  if (first.text === '<') return [];

  // Attribute: name={...} or name="...".
  if (first.type === 'ident' && list[1]?.text === '=' && (list[2]?.text === '{' || list[2]?.type === 'string')) {
    const names = identifiers([first.text]);
    if (list[2]?.text === '{' && list[3]?.text === '{') {
      const end = groupEnd(list, 3);
      if (end > 0) names.push(...objectCandidates(list.slice(4, end - 1), API_ROOTS.has(first.text)));
    }
    return names;
  }

  // Key and value.
  if (first.type === 'ident' && list[1]?.text === ':')
    return [...identifiers([first.text]), ...classifyValue(list.slice(2))];

  // Signature or arrow function: type names only.
  if (splitTopLevel(list, ['=>']).length > 1 || (first.text === '(' && groupEnd(list, 0) === list.length)) {
    return identifiers(list.filter((t) => t.type === 'ident' && /^[A-Z]/.test(t.text)).map((t) => t.text));
  }

  // Comparison or assignment: each side alone.
  const sides = splitTopLevel(list, ['===', '!==', '==', '!=', '=']);
  if (sides.length > 1) return sides.flatMap(classifyTokens);

  // Union or intersection.
  const members = splitTopLevel(list, ['|', '&']);
  if (members.length > 1) return members.flatMap(classifyTokens);

  // Object literal.
  if (first.text === '{' && groupEnd(list, 0) === list.length) return objectCandidates(list.slice(1, -1));

  // Array literal.
  if (first.text === '[' && last.text === ']' && groupEnd(list, 0) === list.length) {
    return splitTopLevel(list.slice(1, -1), [',']).flatMap(classifyTokens);
  }

  // Path or call chain.
  const segments = pathSegments(list);
  return (segments ?? []).map((name) => ({ name, kind: 'identifier' as const }));
}

/** The names to check in one inline code span (see the header comment for the rules). */
export function candidatesOf(raw: string): Candidate[] {
  const code = raw.replace(/\\\|/g, '|').trim().replace(/;$/, '').trim();
  if (code === '') return [];
  if (/^(['"`]).*\1$/s.test(code) && tokenize(code).length === 1) {
    const inner = code.slice(1, -1);
    return /^\.?Mui[A-Za-z]*-[\w-]+$/.test(inner) ? [{ name: inner.replace(/^\./, ''), kind: 'cssClass' }] : [];
  }
  if (/^-?\.?\d/.test(code) || code.startsWith('-')) return [];
  if (SHELL.test(code)) return [];
  if (PATH_LIKE.test(code)) return [];
  if (!/\s/.test(code) && (FILE_NAME.test(code) || (code.includes('/') && !/[(){}<>=]/.test(code)))) return [];
  if (/^[.&:#]/.test(code) || (/\bMui[A-Za-z]*-/.test(code) && !code.startsWith('<'))) {
    return [...code.matchAll(CSS_CLASS)].map((match) => ({ name: match[0], kind: 'cssClass' as const }));
  }
  const seen = new Set<string>();
  return classifyTokens(tokenize(code)).filter((candidate) => {
    const key = `${candidate.kind}:${candidate.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
