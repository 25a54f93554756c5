/**
 * The fenced code blocks of a Markdown or MDX page, each with its language, meta, title and the line it
 * opens on.
 *
 * A small CommonMark fence reader rather than remark: the remark packages are ESM only and Jest runs
 * this module. It follows the rules that matter for the portal's pages: a fence opens with three or
 * more backticks or tildes (a backtick fence's info string holds no backtick), may be indented (inside
 * a list item, for instance: that indentation is removed from the code's lines), and closes with a
 * line of the same character, at least as long, and nothing else. A fence left open runs to the end
 * of the page, as CommonMark says.
 */

export interface Fence {
  /** The language word of the info string (`tsx`), or '' when there is none. */
  readonly lang: string;
  /** The rest of the info string (`variants title="After"`), trimmed. */
  readonly meta: string;
  /** The `title="..."` of the meta, if any. */
  readonly title: string | undefined;
  /** 1-based line of the opening fence in the page. */
  readonly line: number;
  /** The code between the fences, without the fence's indentation; no trailing newline. */
  readonly value: string;
}

const OPENING = /^( *)(`{3,}|~{3,})(.*)$/;

/** `title="App.tsx"` (or single quotes) in a fence's meta, read as the build reads it. */
export function titleOf(meta: string): string | undefined {
  return /\btitle=(["'])(.*?)\1/.exec(meta)?.[2];
}

/** Removes up to `indent` leading spaces from a line of code. */
function dedent(text: string, indent: number): string {
  let cut = 0;
  while (cut < indent && text[cut] === ' ') cut += 1;
  return text.slice(cut);
}

/** Every fenced code block of `source`, in page order. */
export function fencesOf(source: string): Fence[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const fences: Fence[] = [];
  let index = 0;
  while (index < lines.length) {
    const opening = OPENING.exec(lines[index]!);
    if (!opening || (opening[2]![0] === '`' && opening[3]!.includes('`'))) {
      index += 1;
      continue;
    }
    const indent = opening[1]!.length;
    const marker = opening[2]!;
    const info = opening[3]!.trim();
    const closing = new RegExp(`^ *${marker[0] === '`' ? '`' : '~'}{${marker.length},} *$`);
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end]!)) {
      body.push(dedent(lines[end]!, indent));
      end += 1;
    }
    const [lang = '', ...rest] = info.split(/\s+/);
    const meta = rest.join(' ');
    fences.push({ lang, meta, title: titleOf(meta), line: index + 1, value: body.join('\n') });
    index = end + 1;
  }
  return fences;
}

/** Whether a fence's meta holds the `variants` word (the build then makes a JavaScript variant). */
export function isVariantsFence(fence: Fence): boolean {
  return fence.meta.split(/\s+/).includes('variants');
}
