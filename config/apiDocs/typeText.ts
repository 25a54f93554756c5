import type { NameLinker } from '../../src/modules/apiDocs/richText';
import type { TypeText, TypeToken } from '../../src/types/apiDocs';

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** Collapses the whitespace of a type as written across lines into single spaces. */
export function normalizeTypeText(text: string): string {
  return text
    .replace(/import\("[^"]+"\)\./g, '')
    .replace(/\s+/g, ' ')
    .replace(/([(<[]) /g, '$1')
    .replace(/ ([)>\]])/g, '$1')
    .replace(/; }/g, ' }')
    .trim();
}

/**
 * Shortens the object literals of a long type definition to `{ … }` (their members are listed on the
 * page anyway), innermost first, until the text is at most `max` characters.
 */
export function collapseObjectLiterals(text: string, max = 120): string {
  let result = text;
  while (result.length > max) {
    const innermost = /\{[^{}]*\}/g;
    let changed = false;
    result = result.replace(innermost, (literal) => {
      if (literal === '{ … }' || literal.length <= 5) return literal;
      changed = true;
      return '{ … }';
    });
    if (!changed) break;
  }
  return result;
}

/**
 * Splits a type expression into text and links: every identifier that names a documented page
 * becomes a link, except property names (`{ field: ... }`), qualified members (`React.Foo`) and names
 * that lead to `self`'s own page.
 */
export function tokenizeType(text: string, linkName: NameLinker, self?: string): TypeText {
  const tokens: TypeToken[] = [];
  const pushText = (chunk: string): void => {
    if (!chunk) return;
    const last = tokens[tokens.length - 1];
    if (typeof last === 'string') tokens[tokens.length - 1] = last + chunk;
    else tokens.push(chunk);
  };
  const selfHref = self ? linkName(self) : undefined;
  let last = 0;
  for (const match of text.matchAll(IDENTIFIER)) {
    const name = match[0];
    const start = match.index ?? 0;
    const end = start + name.length;
    const before = text[start - 1];
    const after = text.slice(end).trimStart();
    const isProperty = after.startsWith(':') || after.startsWith('?:');
    const isQualified = before === '.';
    const href = name !== self && !isProperty && !isQualified ? linkName(name) : undefined;
    if (href && href !== selfHref) {
      pushText(text.slice(last, start));
      tokens.push({ name, href });
      last = end;
    }
  }
  pushText(text.slice(last));
  return tokens;
}
