import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { processWide } from '../../config/process/processWide';
import { tsToJs } from './transform';

/** What the thread is sent: files to make the JS of ahead of time, or one source text wanted now. */
export type DemoJsRequest =
  | { readonly kind: 'prepare'; readonly files: readonly string[] }
  | { readonly kind: 'transform'; readonly id: number; readonly file: string; readonly source: string };

/**
 * What it answers: a file made ahead of time (with the text it read), a wanted text's JS, a wanted
 * text it could not make (the caller makes it again, for the error), or that it has nothing left to do.
 */
export type DemoJsAnswer =
  | { readonly kind: 'prepared'; readonly file: string; readonly source: string; readonly js: string }
  | { readonly kind: 'done'; readonly id: number; readonly js: string }
  | { readonly kind: 'failed'; readonly id: number }
  | { readonly kind: 'idle' };

interface Pending {
  readonly file: string;
  readonly source: string;
  resolve(js: string): void;
  reject(error: unknown): void;
}

/**
 * The demos' JavaScript, made in a worker thread ahead of the bundler (issue 24).
 *
 * A cold build's first seconds leave a core idle: the site loads on the main thread, and the bundler's
 * first modules wait on the main thread's loaders (the MDX pages', the demos'). Making a demo's JS
 * (Sucrase, then Prettier) is about 5 ms, 674 files: the thread makes them all from the start of the
 * build, and the demo loader finds each one made. A text the thread has not reached yet is asked for
 * and made next; a text it could not make is made again here, so the error is the one `tsToJs` throws.
 * The JS is the same either way: the thread runs the same `tsToJs`.
 *
 * The thread is only a head start. Never prepared (tests, a page loaded alone), stopped, or failed,
 * every text is made on the calling thread. Once it has nothing left to do it is stopped, so its
 * memory is not held through the rest of the build; what comes later (an edit in `docusaurus start`)
 * is made here.
 */
export class DemoJsThread {
  private worker: Worker | undefined;
  private preparing = false;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  /** The JS made ahead of time, by file, with the text it was made from. Taken out on use. */
  private readonly prepared = new Map<string, { source: string; js: string }>();

  constructor(private readonly entry: string) {}

  /** Starts making the JS of these files (absolute paths) in the thread. Once per thread's life. */
  prepare(files: readonly string[]): void {
    if (this.preparing || files.length === 0) return;
    this.preparing = true;
    try {
      this.start().postMessage({ kind: 'prepare', files } satisfies DemoJsRequest);
    } catch {
      // No thread (a limit on threads, say): every text is made here, as without one.
      this.worker = undefined;
    }
  }

  /** The JS of one source text: made ahead of time, asked of the thread, or made here. */
  js(source: string, file: string): Promise<string> {
    const made = this.prepared.get(file);
    if (made) {
      this.prepared.delete(file);
      if (made.source === source) return Promise.resolve(made.js);
    }
    const { worker } = this;
    if (!worker) return tsToJs(source, file);
    const id = this.nextId;
    this.nextId += 1;
    return new Promise<string>((resolve, reject) => {
      this.pending.set(id, { file, source, resolve, reject });
      worker.postMessage({ kind: 'transform', id, file, source } satisfies DemoJsRequest);
    });
  }

  /** Whether the thread is running (tests). */
  get running(): boolean {
    return this.worker !== undefined;
  }

  /** Stops the thread; what it was asked for is made here. */
  async stop(): Promise<void> {
    const { worker } = this;
    if (!worker) return;
    this.worker = undefined;
    this.makeHere();
    await worker.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.entry);
    // The thread never holds the build open: a build that ends ends it.
    worker.unref();
    this.worker = worker;
    worker.on('message', (answer: DemoJsAnswer) => this.receive(worker, answer));
    const lost = (): void => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.makeHere();
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    return worker;
  }

  private receive(worker: Worker, answer: DemoJsAnswer): void {
    if (answer.kind === 'prepared') {
      this.prepared.set(answer.file, { source: answer.source, js: answer.js });
      return;
    }
    if (answer.kind === 'idle') {
      // Nothing asked and not answered (a question is pending here before it is sent): its work is done.
      if (this.pending.size === 0 && this.worker === worker) void this.stop();
      return;
    }
    const waiting = this.pending.get(answer.id);
    if (!waiting) return;
    this.pending.delete(answer.id);
    if (answer.kind === 'done') waiting.resolve(answer.js);
    else tsToJs(waiting.source, waiting.file).then(waiting.resolve, waiting.reject);
  }

  /** Makes on this thread every text the thread was asked for and has not answered. */
  private makeHere(): void {
    for (const waiting of this.pending.values())
      tsToJs(waiting.source, waiting.file).then(waiting.resolve, waiting.reject);
    this.pending.clear();
  }
}

/** The build process's thread (one for all locales and compilations). */
export function demoJsThread(): DemoJsThread {
  return processWide('demoSources.jsThread', () => new DemoJsThread(path.join(__dirname, 'demoJsWorker.cjs')));
}
