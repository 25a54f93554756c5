import { parentPort } from 'node:worker_threads';
import { messageOf } from '../../config/process/messageOf';
import { recordedExport } from '../../config/markdownExport/exportCache';
import { exportOptions, type ExportJob } from '../../config/markdownExport/exportJob';
import type { ExportRequest, ExportResponse } from './exportPool';

/** Makes each page it is sent, in the order sent, and answers with its Markdown or the error's message. */
parentPort?.on('message', async ({ id, job }: ExportRequest & { job: ExportJob }) => {
  let response: ExportResponse;
  try {
    // ESM-only parser packages: loaded once, on the first page.
    const { mdxToMarkdown } = await import('../../config/markdownExport/mdxToMarkdown');
    response = { id, made: recordedExport(mdxToMarkdown, job.source, job.page, exportOptions(job)) };
  } catch (error) {
    response = { id, error: messageOf(error) };
  }
  parentPort?.postMessage(response);
});
