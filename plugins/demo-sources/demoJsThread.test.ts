import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DemoJsThread } from './demoJsThread';
import * as transform from './transform';

/** The thread loads its TypeScript through jiti, as the build does: seconds on a cold start. */
jest.setTimeout(60_000);

/** Counts the transforms made on this thread; the worker's are its own module's, not counted. */
jest.mock('./transform', () => {
  const actual = jest.requireActual<typeof import('./transform')>('./transform');
  return { ...actual, tsToJs: jest.fn(actual.tsToJs) };
});
const madeHere = transform.tsToJs as jest.MockedFunction<typeof transform.tsToJs>;
const { tsToJs } = jest.requireActual<typeof import('./transform')>('./transform');

const ENTRY = path.join(__dirname, 'demoJsWorker.cjs');
const DEMOS = path.join(__dirname, '__fixtures__', 'demos');
const FILES = ['BasicGrid.tsx', 'Counter.tsx', 'GenericList.tsx'].map((name) => path.join(DEMOS, name));
const read = (file: string) => readFileSync(file, 'utf8');

async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 30_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let thread: DemoJsThread;
beforeEach(() => {
  thread = new DemoJsThread(ENTRY);
  madeHere.mockClear();
});
afterEach(() => thread.stop());

describe('DemoJsThread', () => {
  it('makes the JS of the files it prepares in its thread, the same as tsToJs, and then stops', async () => {
    thread.prepare(FILES);
    expect(thread.running).toBe(true);
    await until(() => !thread.running);
    for (const file of FILES) await expect(thread.js(read(file), file)).resolves.toBe(await tsToJs(read(file), file));
    expect(madeHere).not.toHaveBeenCalled();
  });

  it('answers a text the thread has not prepared, and one changed since, from the thread', async () => {
    thread.prepare([FILES[0]!]);
    const changed = `${read(FILES[0]!)}\nexport const added: number = 1;\n`;
    const [counter, edited] = await Promise.all([thread.js(read(FILES[1]!), FILES[1]!), thread.js(changed, FILES[0]!)]);
    expect(counter).toBe(await tsToJs(read(FILES[1]!), FILES[1]!));
    expect(edited).toBe(await tsToJs(changed, FILES[0]!));
    expect(edited).toContain('export const added = 1;');
    expect(madeHere).not.toHaveBeenCalled();
  });

  it("rejects a text it cannot make with tsToJs's own error, made again on this thread", async () => {
    thread.prepare([FILES[0]!]);
    const broken = 'export const = 1;\n';
    const error = await thread.js(broken, path.join(DEMOS, 'Broken.tsx')).catch((e: unknown) => e);
    const expected = await tsToJs(broken, path.join(DEMOS, 'Broken.tsx')).catch((e: unknown) => e);
    expect((error as Error).message).toBe((expected as Error).message);
    expect((error as Error).message.startsWith(`${path.join(DEMOS, 'Broken.tsx')}: `)).toBe(true);
    expect(madeHere).toHaveBeenCalledTimes(1);
  });

  it('makes every text here when never started, and after it is stopped with questions pending', async () => {
    await expect(thread.js(read(FILES[1]!), FILES[1]!)).resolves.toBe(await tsToJs(read(FILES[1]!), FILES[1]!));
    expect(madeHere).toHaveBeenCalledTimes(1);
    thread.prepare(FILES);
    const pending = thread.js(read(FILES[2]!), FILES[2]!);
    await thread.stop();
    await expect(pending).resolves.toBe(await tsToJs(read(FILES[2]!), FILES[2]!));
    expect(thread.running).toBe(false);
  });

  it('makes every text here when its thread cannot start', async () => {
    const orphan = new DemoJsThread(path.join(DEMOS, 'no-such-entry.cjs'));
    orphan.prepare(FILES);
    await until(() => !orphan.running);
    await expect(orphan.js(read(FILES[0]!), FILES[0]!)).resolves.toBe(await tsToJs(read(FILES[0]!), FILES[0]!));
    expect(madeHere).toHaveBeenCalledTimes(1);
  });

  it('prepares once in its life: a second list is not sent', async () => {
    thread.prepare([FILES[0]!]);
    thread.prepare(FILES);
    await until(() => !thread.running);
    await thread.js(read(FILES[2]!), FILES[2]!);
    // The second list was never sent: the thread had stopped, so GenericList was made here.
    expect(madeHere).toHaveBeenCalledTimes(1);
  });
});
