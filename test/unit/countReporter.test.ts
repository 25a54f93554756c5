/**
 * The browser suite's counting reporter (scripts/lib/countReporter.mjs): tests are counted, suites are
 * not unless they fail on their own, a file that times out is a failure, and the counts reach the file
 * after every result.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import countReporter, { countEvent, EMPTY_COUNTS, readCounts } from '../../scripts/lib/countReporter.mjs';

type Event = {
  type: string;
  data: {
    name: string;
    nesting: number;
    skip?: boolean;
    todo?: boolean;
    details?: { type?: string; error?: { failureType?: string } };
  };
};

const pass = (name: string, extra: Partial<Event['data']> = {}): Event => ({
  type: 'test:pass',
  data: { name, nesting: 1, ...extra },
});
const fail = (name: string, extra: Partial<Event['data']> = {}): Event => ({
  type: 'test:fail',
  data: { name, nesting: 1, ...extra },
});

function countAll(events: Event[]) {
  return events.reduce(countEvent, EMPTY_COUNTS);
}

describe('countEvent', () => {
  it('counts passing and failing tests, not the suites around them', () => {
    expect(
      countAll([
        pass('a'),
        pass('b'),
        fail('c', { details: { error: { failureType: 'testCodeFailure' } } }),
        fail('suite', { nesting: 0, details: { type: 'suite', error: { failureType: 'subtestsFailed' } } }),
        pass('other suite', { nesting: 0, details: { type: 'suite' } }),
      ]),
    ).toEqual({ passed: 2, failed: 1, skipped: 0 });
  });

  it('counts a skipped or todo test as neither passed nor failed', () => {
    expect(countAll([pass('s', { skip: true }), pass('t', { todo: true })])).toEqual({
      passed: 0,
      failed: 0,
      skipped: 2,
    });
  });

  it('counts a test file that timed out, and a suite whose hook failed, as failures', () => {
    expect(
      countAll([
        fail('/repo/test/e2e/hangs.test.ts', { nesting: 0, details: { error: { failureType: 'testTimeoutFailure' } } }),
        fail('suite', { nesting: 0, details: { type: 'suite', error: { failureType: 'hookFailed' } } }),
      ]),
    ).toEqual({ passed: 0, failed: 2, skipped: 0 });
  });

  it('ignores every other event', () => {
    expect(
      countAll([
        { type: 'test:start', data: { name: 'a', nesting: 1 } },
        { type: 'test:diagnostic', data: { name: 'x', nesting: 0 } },
      ]),
    ).toEqual(EMPTY_COUNTS);
  });
});

describe('countReporter', () => {
  const file = path.join(os.tmpdir(), `count-reporter-${process.pid}.json`);
  afterEach(() => {
    delete process.env.PORTAL_TEST_COUNTS_FILE;
    fs.rmSync(file, { force: true });
  });

  it('has the counts on disk after each result, before the run ends', async () => {
    process.env.PORTAL_TEST_COUNTS_FILE = file;
    const seen: Array<unknown> = [];
    async function* source() {
      yield pass('a');
      seen.push(readCounts(file));
      yield fail('b');
      seen.push(readCounts(file));
    }
    const output: string[] = [];
    for await (const chunk of countReporter(source())) output.push(chunk);
    expect(seen).toEqual([
      { passed: 1, failed: 0, skipped: 0 },
      { passed: 1, failed: 1, skipped: 0 },
    ]);
    expect(output.join('')).toBe('');
  });

  it('reads no counts from a missing or unreadable file', () => {
    expect(readCounts(file)).toBeNull();
    fs.writeFileSync(file, '{"passed": "x"}');
    expect(readCounts(file)).toBeNull();
  });
});
