import { parseRichText, type NameLinker } from '../../src/modules/apiDocs/richText';
import type { RichText } from '../../src/types/apiDocs';
import { tagText, type SymbolDocs } from './declarations';

/** Removes the `Demos:` and `API:` link lists MUI puts in component comments; returns the demo links. */
export function splitComponentComment(text: string): { description: string; demoLinks: string[] } {
  const body: string[] = [];
  const demoLinks: string[] = [];
  let section: 'body' | 'demos' | 'api' = 'body';
  for (const line of text.split('\n')) {
    const heading = /^\s*(Demos|API):\s*$/.exec(line);
    if (heading) {
      section = heading[1] === 'Demos' ? 'demos' : 'api';
      continue;
    }
    if (section !== 'body') {
      // `- [Button API](…)`, and in Material UI's lists `- inherits [ButtonBase API](…)`.
      const item = /^\s*-\s*(?:inherits\s+)?\[[^\]]*\]\(([^)]+)\)/.exec(line);
      if (item) {
        if (section === 'demos') demoLinks.push(item[1]);
        continue;
      }
      if (!line.trim()) continue;
      section = 'body';
    }
    body.push(line);
  }
  return { description: body.join('\n').trim(), demoLinks };
}

/** A JSDoc comment and its `@see` notes as rich text. */
export function descriptionOf(docs: SymbolDocs, linkName: NameLinker, text: string = docs.text): RichText {
  const see = (docs.tags.get('see') ?? []).filter(Boolean);
  return parseRichText([text, ...see].filter(Boolean).join('\n\n'), linkName);
}

/** The `@deprecated` message as rich text (empty when the tag has none), or undefined. */
export function deprecationOf(docs: SymbolDocs, linkName: NameLinker): RichText | undefined {
  const text = tagText(docs, 'deprecated');
  return text === undefined ? undefined : parseRichText(text, linkName);
}

/** Whether a JSDoc marks its symbol as not for readers. */
export function isHidden(docs: SymbolDocs): boolean {
  return docs.tags.has('ignore') || docs.tags.has('internal');
}
