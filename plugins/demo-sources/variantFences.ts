import { isVariantsMeta } from './remarkCodeVariants';
import { formatTs } from './transform';

/** A fenced TypeScript block marked `variants`, as it stands in a page's text. */
export interface VariantFence {
  /** The line of its opening fence (1-based). */
  readonly line: number;
  /** Its code, without the fence's indentation or the last line break (as mdast's `code.value`). */
  readonly value: string;
  /** The indentation of its fence, which each line of its code carries too. */
  readonly indent: string;
  /** Where its code starts and ends in the page's text (the end is the closing fence's line start). */
  readonly start: number;
  readonly end: number;
  readonly language: 'ts' | 'tsx';
}

const FENCE = /^( *)```(tsx|ts|typescript)([^\n`]*)\n([\s\S]*?)^\1```[ \t]*$/gm;

/** Every ```tsx variants (or ts) fence of a Markdown or MDX page's text. */
export function variantFences(text: string): VariantFence[] {
  const fences: VariantFence[] = [];
  for (const match of text.matchAll(FENCE)) {
    const [whole, indent = '', language = '', meta = '', body = ''] = match;
    if (!isVariantsMeta(meta)) continue;
    const start = match.index! + whole.indexOf('\n') + 1;
    const value = body
      .replace(/\n$/, '')
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()))
      .join('\n');
    fences.push({
      line: text.slice(0, match.index).split('\n').length,
      value,
      indent,
      start,
      end: start + body.length,
      language: language === 'tsx' ? 'tsx' : 'ts',
    });
  }
  return fences;
}

/** A fence's code as readers are shown it: formatted as demo files are (see `formatTs`). */
export async function formattedFence(fence: VariantFence, file: string): Promise<string> {
  return (await formatTs(fence.value, `${file}:${fence.line}.${fence.language}`)).trimEnd();
}

/** The page's text with each variants fence formatted; the same text when all are. */
export async function withFormattedFences(text: string, file: string): Promise<string> {
  let result = text;
  for (const fence of variantFences(text).reverse()) {
    const formatted = await formattedFence(fence, file);
    if (formatted === fence.value) continue;
    const body = formatted
      .split('\n')
      .map((line) => (line === '' ? '' : fence.indent + line))
      .join('\n');
    result = `${result.slice(0, fence.start)}${body}\n${result.slice(fence.end)}`;
  }
  return result;
}

/** The lines of the fences that are not formatted as readers are shown them. */
export async function unformattedFenceLines(text: string, file: string): Promise<number[]> {
  const lines: number[] = [];
  for (const fence of variantFences(text))
    if ((await formattedFence(fence, file)) !== fence.value) lines.push(fence.line);
  return lines;
}
