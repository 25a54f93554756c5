import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { processWide } from '../../config/process/processWide';
import type { MadePage } from '../../config/markdownExport/exportCache';
import type { ExportJob } from '../../config/markdownExport/exportJob';

/** What the worker is sent: a page to make, numbered. */
export interface ExportRequest {
  readonly id: number;
  readonly job: ExportJob;
}

/** What it answers: the page made, or the message of the error that stopped it. */
export type ExportResponse =
  | { readonly id: number; readonly made: MadePage; readonly error?: undefined }
  | { readonly id: number; readonly error: string; readonly made?: undefined };

interface Pending {
  resolve(made: MadePage): void;
  reject(error: Error): void;
}

/**
 * The Markdown export's thread (issue 24). In a cold build the export parses and prints every docs
 * page, about 3 s for the English locale, on the thread the search index feeds Pagefind from: the
 * two steps took the sum of their times. In a worker the export runs beside the index.
 *
 * One worker for the build process, started on first use: the parsed pages it keeps serve the next
 * locale, which exports the English source of most of its pages. It holds the process open only
 * while pages are pending, and is started again if it stops.
 */
export class MarkdownExportWorker {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly entry: string) {}

  /** Makes one page in the worker; pages are made in the order they are sent. */
  make(job: ExportJob): Promise<MadePage> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId;
    this.nextId += 1;
    return new Promise<MadePage>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, job } satisfies ExportRequest);
    });
  }

  /** Stops the worker (tests); pending pages fail. */
  async stop(): Promise<void> {
    const { worker } = this;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(this.entry);
    worker.unref();
    worker.on('message', (response: ExportResponse) => {
      const waiting = this.pending.get(response.id);
      this.pending.delete(response.id);
      if (this.pending.size === 0) worker.unref();
      if (!waiting) return;
      if (response.made) waiting.resolve(response.made);
      else waiting.reject(new Error(response.error));
    });
    worker.on('error', (error) => this.failAll(worker, error));
    worker.on('exit', (code) =>
      this.failAll(worker, new Error(`the Markdown export's worker thread stopped (exit code ${code})`)),
    );
    return worker;
  }

  private failAll(worker: Worker, error: Error): void {
    if (this.worker === worker) this.worker = undefined;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

/** The build process's export worker. */
export function markdownExportWorker(): MarkdownExportWorker {
  return processWide('markdownExport.worker', () => new MarkdownExportWorker(path.join(__dirname, 'exportWorker.cjs')));
}
