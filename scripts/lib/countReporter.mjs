/**
 * A node:test reporter that counts the browser suite's tests and writes the counts to the file named
 * by PORTAL_TEST_COUNTS_FILE after every result, synchronously: the counts are on disk even when the
 * runner exits at once (`--test-force-exit`), which cut the end off a streamed TAP file in CI.
 * Suites are not counted, only tests; a skipped or todo test is neither passed nor failed; a test
 * cancelled by a timeout counts as failed (node:test reports it as a failure).
 */
import fs from 'node:fs';

/** Adds one `test:pass` / `test:fail` event to the counts; other events leave them as they are. */
export function countEvent(counts, event) {
  if (event.type !== 'test:pass' && event.type !== 'test:fail') return counts;
  const { data } = event;
  if (data.details?.type === 'suite') {
    // A suite that fails without a failing test of its own (its hook threw, its file timed out) is a failure.
    return event.type === 'test:fail' && data.details?.error?.failureType !== 'subtestsFailed'
      ? { ...counts, failed: counts.failed + 1 }
      : counts;
  }
  if (data.skip || data.todo) return { ...counts, skipped: counts.skipped + 1 };
  return event.type === 'test:pass'
    ? { ...counts, passed: counts.passed + 1 }
    : { ...counts, failed: counts.failed + 1 };
}

export const EMPTY_COUNTS = Object.freeze({ passed: 0, failed: 0, skipped: 0 });

/** Reads counts written by the reporter; null when there are none (the suite never started). */
export function readCounts(file) {
  try {
    const counts = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Number.isInteger(counts.passed) && Number.isInteger(counts.failed) ? counts : null;
  } catch {
    return null;
  }
}

export default async function* countReporter(source) {
  const file = process.env.PORTAL_TEST_COUNTS_FILE;
  let counts = EMPTY_COUNTS;
  if (file) fs.writeFileSync(file, JSON.stringify(counts));
  for await (const event of source) {
    const next = countEvent(counts, event);
    if (next !== counts && file) fs.writeFileSync(file, JSON.stringify(next));
    counts = next;
  }
  yield '';
}
