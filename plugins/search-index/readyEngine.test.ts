import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENGINE_SOURCE } from './engineFixture';
import { installedEngineSource, parsesAsModule } from './installedEngine';
import { withNativeInflate } from './nativeInflate';
import { applyReadyEngine, READY_HELPERS, withReadyEngine } from './readyEngine';
import { ENGINE_FILE } from '../../src/modules/search/bundleNames';

type Instance = object;
interface Helpers {
  wait(instance: Instance): Promise<void>;
  wake(instance: Instance): void;
}

/** The helpers as the engine gets them. */
function helpers(): Helpers {
  return new Function(`${READY_HELPERS}return { wait: __portalReadyWait, wake: __portalReadyWake };`)() as Helpers;
}

/** Whether `promise` has settled once pending callbacks have run (no timer advanced). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  return done;
}

describe('withReadyEngine', () => {
  it('wakes a search waiting for the engine when the engine is ready or fails, and makes init wait for it', () => {
    const patched = withReadyEngine(ENGINE_SOURCE);
    expect(patched.startsWith(READY_HELPERS)).toBe(true);
    expect(patched).toContain('await __portalReadyWait(this);}if(!this.raw_ptr){');
    expect(patched).not.toContain('await asyncSleep(50);}if(!this.raw_ptr){');
    expect(patched).toContain('init_pagefind(new Uint8Array(this.searchMeta));__portalReadyWake(this);');
    expect(patched).toContain('new Error(String(e));__portalReadyWake(this);throw e;');
    expect(patched).toContain(
      'async __portalReady(){await this.waitForInit();if(this.fallback){await this.fallback.primary.getPtr();}}',
    );
    expect(patched).toContain('var init=async()=>{init_pagefind();await pagefind.__portalReady();};');
  });

  it('says what it did not find in an engine of another shape', () => {
    expect(() => withReadyEngine('// engine')).toThrow(
      /the wait for the engine .* expected 1 time\(s\) in the engine, found 0/,
    );
    expect(() => withReadyEngine(ENGINE_SOURCE.replace('throw e;', 'return;'))).toThrow(/the engine's failure/);
    expect(() => withReadyEngine(ENGINE_SOURCE.replace('var init=async()=>{init_pagefind();};', ''))).toThrow(
      /the module’s init/,
    );
    expect(() => withReadyEngine(`${ENGINE_SOURCE}\n${ENGINE_SOURCE}`)).toThrow(
      /expected 1 time\(s\) in the engine, found 2/,
    );
  });

  it('accepts the engine the installed Pagefind writes, after the native inflater as the build does, and the result is a valid module', () => {
    expect(parsesAsModule(withReadyEngine(withNativeInflate(installedEngineSource())))).toBe(true);
  }, 60_000);
});

describe('applyReadyEngine', () => {
  it('names the file when the engine is not the shape it expects', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ready-engine-'));
    try {
      fs.writeFileSync(path.join(dir, ENGINE_FILE), '// engine');
      await expect(applyReadyEngine(dir)).rejects.toThrow(`${path.join(dir, ENGINE_FILE)}: the wait for the engine`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the waiting and the waking', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('wakes every search waiting on an engine the moment it is woken, not at the next 50 ms', async () => {
    const { wait, wake } = helpers();
    const engine = {};
    const first = wait(engine);
    const second = wait(engine);
    expect(await settled(first)).toBe(false);
    wake(engine);
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
  });

  it('wakes only the searches of the engine that is ready', async () => {
    const { wait, wake } = helpers();
    const ready = {};
    const loading = {};
    const waiting = wait(loading);
    wake(ready);
    expect(await settled(waiting)).toBe(false);
  });

  it('still wakes a search after 50 ms, as Pagefind’s own poll did, when no wake comes', async () => {
    const { wait } = helpers();
    const waiting = wait({});
    jest.advanceTimersByTime(49);
    expect(await settled(waiting)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });
});
