import path from 'node:path';
import type { ExportJob } from '../../config/markdownExport/exportJob';
import { MarkdownExportWorker } from './exportPool';

/** The worker thread loads its TypeScript through jiti, as the build does: seconds on a cold start. */
jest.setTimeout(60_000);

const ENTRY = path.join(__dirname, 'exportWorker.cjs');
const SITE = path.join(__dirname, '..', '..');

const job = (source: string, title: string): ExportJob => ({
  source,
  page: { title, url: `https://docs.test/x/${title.toLowerCase()}` },
  file: path.join(SITE, 'docs', 'x', `${title.toLowerCase()}.mdx`),
  demoDir: path.join(SITE, 'docs', 'x'),
  siteUrl: 'https://docs.test',
  localePrefix: '',
  roots: [{ dir: path.join(SITE, 'docs', 'x'), routeBasePath: '/x' }],
});

let worker: MarkdownExportWorker;
beforeEach(() => {
  worker = new MarkdownExportWorker(ENTRY);
});
afterEach(() => worker.stop());

describe('MarkdownExportWorker', () => {
  it('makes pages in a worker thread, with the answers the cache keeps', async () => {
    const [first, second] = await Promise.all([
      worker.make(job('---\ntitle: One\n---\n\nSee [two](./two.mdx).\n', 'One')),
      worker.make(job('Plain **text**.\n', 'Two')),
    ]);
    expect(first.markdown).toBe('# One\n\nSee [two](https://docs.test/x/two).\n');
    expect(first.answers).toEqual([{ kind: 'url', question: './two.mdx', answer: 'https://docs.test/x/two' }]);
    expect(second.markdown).toBe('# Two\n\nPlain **text**.\n');
  });

  it("passes a page's error on, and goes on with the next pages", async () => {
    const broken = worker.make(job('<Demo file="./demos/Missing.tsx" />\n', 'Broken'));
    const next = worker.make(job('Fine.\n', 'Next'));
    await expect(broken).rejects.toThrow('the demo ./demos/Missing.tsx is missing');
    await expect(next).resolves.toMatchObject({ markdown: '# Next\n\nFine.\n' });
  });

  it('fails the pending pages when its thread stops, and starts a new one for the next', async () => {
    const pending = worker.make(job('Stopped.\n', 'Stopped'));
    await worker.stop();
    await expect(pending).rejects.toThrow(/worker thread stopped/);
    await expect(worker.make(job('Again.\n', 'Again'))).resolves.toMatchObject({ markdown: '# Again\n\nAgain.\n' });
  });
});
