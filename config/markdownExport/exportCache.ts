import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeFileWholeSync } from '../files/writeFileWhole';
import type { MarkdownExportOptions, MarkdownPage } from './mdxToMarkdown';

/**
 * The Markdown export's pages kept between builds (issue 24: a warm build parsed and printed every
 * docs page again, about 3 s of the English locale's post-build steps on its one thread).
 *
 * `mdxToMarkdown` is a function of the page's source, its title and description, and what its two
 * callbacks answer (a demo's source, a link's address). An entry is found by a hash of the first three
 * (with the exporter's version and the page's address) and holds the callbacks' answers of the run
 * that made it: it is used only when the callbacks, asked again, answer the same (a demo file edited
 * or removed, a page moved, a link that now resolves elsewhere all make the page again). The answers
 * about demos are kept as hashes, so a locale's file holds each page's Markdown and little more.
 */

/** One question the exporter asked of its callbacks, and the answer (a demo's source as a hash). */
export interface Answer {
  readonly kind: 'demo' | 'url';
  readonly question: string;
  readonly answer: string | null;
}

interface Entry {
  readonly markdown: string;
  readonly answers: readonly Answer[];
}

interface CacheFile {
  readonly version: string;
  readonly entries: Record<string, Entry>;
}

function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

function answerOf(kind: Answer['kind'], answer: string | null): string | null {
  return kind === 'demo' && answer !== null ? sha256(answer) : answer;
}

export type ExportFunction = (source: string, page: MarkdownPage, options: MarkdownExportOptions) => string;

/** A page's Markdown and the answers its callbacks gave while it was made: what an entry keeps. */
export interface MadePage {
  readonly markdown: string;
  readonly answers: readonly Answer[];
}

/**
 * Makes a page's Markdown with `exportPage`, noting each question it asked of its callbacks and the
 * answer (a demo's source as its hash). Errors pass through.
 */
export function recordedExport(
  exportPage: ExportFunction,
  source: string,
  page: MarkdownPage,
  options: MarkdownExportOptions,
): MadePage {
  const answers: Answer[] = [];
  const recording: MarkdownExportOptions = {
    demoSource: (file) => {
      const answer = options.demoSource(file);
      answers.push({ kind: 'demo', question: file, answer: answerOf('demo', answer) });
      return answer;
    },
    resolveUrl: (url) => {
      const answer = options.resolveUrl(url);
      answers.push({ kind: 'url', question: url, answer });
      return answer;
    },
  };
  const markdown = exportPage(source, { title: page.title, description: page.description }, recording);
  return { markdown, answers };
}

export class MarkdownExportCache {
  private readonly previous: Record<string, Entry>;
  private readonly current: Record<string, Entry> = {};
  /** Pages answered from the file, and pages made again. */
  hits = 0;
  misses = 0;

  /** Reads the locale's file; a missing, unreadable or other-version file starts empty. */
  constructor(
    private readonly file: string,
    private readonly version: string,
  ) {
    this.previous = MarkdownExportCache.read(file, version);
  }

  private static read(file: string, version: string): Record<string, Entry> {
    try {
      const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<CacheFile>;
      if (parsed.version !== version || typeof parsed.entries !== 'object' || parsed.entries === null) return {};
      return parsed.entries;
    } catch {
      return {};
    }
  }

  /** The key of a page's entry: its source, title, description and address. */
  private static keyOf(source: string, page: MarkdownPage & { url: string }): string {
    return sha256(JSON.stringify([source, page.title, page.description ?? null, page.url]));
  }

  /** The page's kept Markdown when every answer it was made with still holds; counts a hit. */
  kept(source: string, page: MarkdownPage & { url: string }, options: MarkdownExportOptions): string | undefined {
    const key = MarkdownExportCache.keyOf(source, page);
    const entry = this.previous[key] ?? this.current[key];
    if (!entry || !this.stillHolds(entry, options)) return undefined;
    this.hits += 1;
    this.current[key] = entry;
    return entry.markdown;
  }

  /** Keeps a page made again (by `recordedExport`, in this thread or another); counts a miss. */
  keep(source: string, page: MarkdownPage & { url: string }, made: MadePage): void {
    this.misses += 1;
    this.current[MarkdownExportCache.keyOf(source, page)] = { markdown: made.markdown, answers: made.answers };
  }

  /** Whether the callbacks answer as they did (one that now throws: no, and the page is made again, reporting it). */
  private stillHolds(entry: Entry, options: MarkdownExportOptions): boolean {
    try {
      return entry.answers.every(({ kind, question, answer }) =>
        kind === 'demo'
          ? answerOf('demo', options.demoSource(question)) === answer
          : options.resolveUrl(question) === answer,
      );
    } catch {
      return false;
    }
  }

  /** Writes the pages of this build (a page no longer exported is dropped); a failed write costs the next build its pages. */
  save(): void {
    try {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      const content: CacheFile = { version: this.version, entries: this.current };
      writeFileWholeSync(this.file, JSON.stringify(content));
    } catch {
      // A read-only node_modules: the next build makes every page again.
    }
  }
}
