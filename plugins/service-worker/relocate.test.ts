import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_ID_GLOBAL } from '../../src/modules/service-worker/worker/messages';
import { buildIdLine, newBuildId, relocateWorker } from './relocate';

describe('relocateWorker', () => {
  it('moves sw.js to x/sw.js, stamped with the build id', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sw-out-'));
    fs.writeFileSync(path.join(outDir, 'sw.js'), 'console.log("worker");');
    const target = await relocateWorker(outDir, 'build-1');
    expect(target).toBe(path.join(outDir, 'x/sw.js'));
    expect(fs.existsSync(path.join(outDir, 'sw.js'))).toBe(false);
    expect(fs.readFileSync(target, 'utf8')).toBe(`self.${BUILD_ID_GLOBAL}="build-1";\nconsole.log("worker");`);
  });

  it('fails loudly when the plugin wrote no worker', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sw-out-'));
    await expect(relocateWorker(outDir, 'build-1')).rejects.toThrow(/sw\.js/);
  });
});

describe('build ids', () => {
  it('differ from build to build, even within the same millisecond', () => {
    const now = new Date('2024-08-20T10:00:00Z');
    expect(newBuildId(now)).not.toBe(newBuildId(now));
    expect(newBuildId(now).startsWith('2024-08-20T10:00:00.000Z-')).toBe(true);
  });

  it('make a line of JavaScript that sets the worker global', () => {
    const scope: Record<string, unknown> = {};
    new Function('self', buildIdLine('a"b'))(scope);
    expect(scope[BUILD_ID_GLOBAL]).toBe('a"b');
  });
});
