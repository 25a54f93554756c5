import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import type { DemoJsAnswer, DemoJsRequest } from './demoJsThread';
import { tsToJs } from './transform';

/** Files to make ahead of time, in the order given. */
const toPrepare: string[] = [];
/** Texts asked for, made before any file to prepare. */
const asked: Extract<DemoJsRequest, { kind: 'transform' }>[] = [];
/** The JS made here, by file and text: a text asked for after it was prepared is answered at once. */
const made = new Map<string, string>();
let working = false;

const answer = (message: DemoJsAnswer): void => parentPort?.postMessage(message);
const keyOf = (file: string, source: string): string => `${file}\0${source}`;
/** A macrotask's pause, in which the messages sent meanwhile arrive. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function work(): Promise<void> {
  working = true;
  while (asked.length > 0 || toPrepare.length > 0) {
    const question = asked.shift();
    if (question) {
      const { id, file, source } = question;
      const key = keyOf(file, source);
      try {
        const js = made.get(key) ?? (await tsToJs(source, file));
        made.set(key, js);
        answer({ kind: 'done', id, js });
      } catch {
        answer({ kind: 'failed', id });
      }
    } else {
      const file = toPrepare.shift()!;
      try {
        const source = readFileSync(file, 'utf8');
        const key = keyOf(file, source);
        if (!made.has(key)) {
          const js = await tsToJs(source, file);
          made.set(key, js);
          answer({ kind: 'prepared', file, source, js });
        }
      } catch {
        // Left to the loader, which reports the file's error when the bundler asks for it.
      }
    }
    await nextTurn();
  }
  working = false;
  answer({ kind: 'idle' });
}

parentPort?.on('message', (request: DemoJsRequest) => {
  if (request.kind === 'prepare') toPrepare.push(...request.files);
  else asked.push(request);
  if (!working) void work();
});
