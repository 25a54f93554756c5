/**
 * How long the API reference generator takes: the TypeScript program over the nine packages and the
 * extraction of every page, each in a fresh Node process (cold, as in a clean build), then reading
 * the stored extraction (what a build with a warm node_modules/.cache pays).
 *
 *   npx tsx bench/api-docs.ts [--runs 3]
 *
 * Prints wall-clock and CPU milliseconds per run and their medians. CPU time is the steadier figure
 * on a shared machine. See bench/api-docs.md for how the build as a whole was measured.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '..');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

interface Sample {
  programMs: number;
  extractMs: number;
  programCpuMs: number;
  extractCpuMs: number;
  pages: number;
}

const EXTRACT = `
  const { extractApi } = require(${JSON.stringify(path.join(SITE_DIR, 'plugins/api-docs/extract.ts'))});
  const model = extractApi(${JSON.stringify(SITE_DIR)});
  process.stdout.write(JSON.stringify({ ...model.timings, pages: model.pages.length }));
`;

const CACHED = `
  const { loadApiModel } = require(${JSON.stringify(path.join(SITE_DIR, 'plugins/api-docs/catalog.ts'))});
  loadApiModel(${JSON.stringify(SITE_DIR)});
  delete globalThis[Symbol.for('portal.api-docs.models')];
  const started = performance.now();
  const { source } = loadApiModel(${JSON.stringify(SITE_DIR)});
  process.stdout.write(JSON.stringify({ source, ms: performance.now() - started }));
`;

function node(script: string): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: SITE_DIR, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim().split('\n').pop() ?? '';
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (ms: number): number => Math.round(ms);

const samples: Sample[] = [];
for (let run = 1; run <= RUNS; run += 1) {
  const sample = JSON.parse(node(EXTRACT)) as Sample;
  samples.push(sample);
  console.log(
    `run ${run}: ${sample.pages} pages; program ${round(sample.programMs)} ms (CPU ${round(sample.programCpuMs)}), ` +
      `extraction ${round(sample.extractMs)} ms (CPU ${round(sample.extractCpuMs)})`,
  );
}
const total = samples.map((sample) => sample.programMs + sample.extractMs);
const totalCpu = samples.map((sample) => sample.programCpuMs + sample.extractCpuMs);
console.log(`median: ${round(median(total))} ms wall, ${round(median(totalCpu))} ms CPU`);
const cached = JSON.parse(node(CACHED)) as { source: string; ms: number };
console.log(`stored extraction (${cached.source}): ${round(cached.ms)} ms`);
