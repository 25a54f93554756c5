import type { LighthouseSummary } from './lighthouseSummary';
import type { Outcome } from './outcome';
import type { BenchResults, BudgetCheck, BuildRun, InteractionTiming, SiteName } from './results';
import { median, ratio } from './stats';
import { formatBytes, formatDuration, formatMb, formatMs, formatRatio, formatSeconds, markdownTable } from './table';

/** The readable report of a bench run (bench/results/latest.md, also printed): one table per kind of figure, then the budgets. */

const show = <T>(outcome: Outcome<T>, format: (value: T) => string): string => {
  if (outcome.status === 'ok') return format(outcome.value);
  return outcome.status === 'missing' ? `n/a (${outcome.reason})` : `error: ${outcome.reason}`;
};

/** The cells of a row: the values, or the reason there are none in the first cell and the rest left empty. */
const cells = <T>(outcome: Outcome<T>, count: number, format: (value: T) => string[]): string[] =>
  outcome.status === 'ok' ? format(outcome.value) : [show(outcome, () => ''), ...Array<string>(count - 1).fill('')];

const value = <T>(outcome: Outcome<T>): T | null => (outcome.status === 'ok' ? outcome.value : null);

const ratioCell = (portal: number | null | undefined, baseline: number | null | undefined): string => {
  const result = ratio(portal, baseline);
  return result === null ? '' : formatRatio(result);
};

function buildSection(results: BenchResults): string {
  const rows: string[][] = [];
  for (const phase of ['cold', 'warm'] as const) {
    const runs = { portal: results.build.portal[phase], baseline: results.build.baseline[phase] };
    const pick = (site: SiteName, key: keyof BuildRun): number | null => value(runs[site])?.[key] ?? null;
    rows.push([
      `${phase} build, wall time`,
      show(runs.portal, (run) => formatSeconds(run.wallSeconds)),
      show(runs.baseline, (run) => formatSeconds(run.wallSeconds)),
      ratioCell(pick('portal', 'wallSeconds'), pick('baseline', 'wallSeconds')),
    ]);
    rows.push([
      `${phase} build, peak memory`,
      show(runs.portal, (run) => formatMb(run.peakMemoryMb)),
      show(runs.baseline, (run) => formatMb(run.peakMemoryMb)),
      ratioCell(pick('portal', 'peakMemoryMb'), pick('baseline', 'peakMemoryMb')),
    ]);
  }
  return [
    '## Build (`docusaurus build`, both locales)',
    '',
    markdownTable(['figure', 'portal', 'baseline', 'portal / baseline'], rows, ['left', 'right', 'right', 'right']),
  ].join('\n');
}

function pageWeightSection(results: BenchResults): string {
  const baseline = results.pageWeight.find((page) => page.site === 'baseline' && page.id === 'plain');
  const baselineWeight = baseline ? value(baseline.weight) : null;
  const pages = [...results.pageWeight].sort((a, b) => (a.site === b.site ? 0 : a.site === 'baseline' ? -1 : 1));
  const both = (bytes: { raw: number; gzip: number }): string =>
    `${formatBytes(bytes.gzip)} (${formatBytes(bytes.raw)})`;
  const rows = pages.map((page) => {
    return [
      `${page.site === 'baseline' ? 'baseline: ' : ''}${page.label}`,
      page.route,
      ...cells(page.weight, 6, (weight) => [
        both(weight.js),
        both(weight.css),
        both(weight.html),
        ratioCell(weight.js.gzip, baselineWeight?.js.gzip),
        ratioCell(weight.css.gzip, baselineWeight?.css.gzip),
        String(weight.js.files + weight.css.files),
      ]),
    ];
  });
  return [
    "## First-load page weight (gzip, raw in parentheses; ratios against the baseline's plain page)",
    '',
    markdownTable(
      ['page', 'route', 'JS', 'CSS', 'HTML', 'JS gzip / baseline', 'CSS gzip / baseline', 'JS+CSS files'],
      rows,
      ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right'],
    ),
  ].join('\n');
}

function lighthouseSection(results: BenchResults): string {
  const pages = [...results.lighthouse].sort((a, b) => (a.site === b.site ? 0 : a.site === 'baseline' ? -1 : 1));
  const rows = pages.map((page) => {
    const score = (n: number | null): string => (n === null ? '–' : String(n));
    return [
      `${page.site === 'baseline' ? 'baseline: ' : ''}${page.label}`,
      page.route,
      ...cells(page.summary, 7, (s: LighthouseSummary) => [
        score(s.performance),
        score(s.accessibility),
        score(s.bestPractices),
        score(s.seo),
        s.lcpMs === null ? '–' : formatMs(s.lcpMs),
        s.tbtMs === null ? '–' : formatMs(s.tbtMs),
        s.cls === null ? '–' : s.cls.toFixed(3),
      ]),
    ];
  });
  const runs = pages.map((page) => value(page.summary)?.runs ?? 0);
  const failing = pages.flatMap((page) => {
    const summary = value(page.summary);
    return (summary?.failingAudits ?? []).map(
      (audit) =>
        `- ${page.site === 'baseline' ? 'baseline: ' : ''}${page.label}: ${audit.category} — \`${audit.id}\` (${audit.title}), ${audit.runs} of ${summary!.runs} runs`,
    );
  });
  const indexes = pages
    .map((page) => value(page.summary)?.benchmarkIndex)
    .filter((index): index is number => typeof index === 'number');
  const hostIndex = median(indexes);
  return [
    `## Lighthouse (mobile preset, median of ${Math.max(0, ...runs)} runs)`,
    '',
    ...(hostIndex === null
      ? []
      : [
          `Host: Lighthouse's benchmark index ${Math.round(hostIndex)} (median over the pages; higher is faster). The ` +
            "preset simulates a phone from this host's own CPU times, so a slower host lowers the performance " +
            'scores: compare runs on different machines with this figure beside them.',
          '',
        ]),
    markdownTable(
      ['page', 'route', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS'],
      rows,
      ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
    ),
    ...(failing.length > 0 ? ['', 'Audits that cost points:', '', ...failing] : []),
  ].join('\n');
}

function interactionSection(results: BenchResults): string {
  const row = (label: string, timings: Readonly<Record<SiteName, Outcome<InteractionTiming>>>): string[] => [
    label,
    show(timings.portal, (timing) => `${formatMs(timing.medianMs)} (n=${timing.samplesMs.length})`),
    show(timings.baseline, (timing) => `${formatMs(timing.medianMs)} (n=${timing.samplesMs.length})`),
    ratioCell(value(timings.portal)?.medianMs, value(timings.baseline)?.medianMs),
  ];
  const baselineSwitch = results.modeSwitch.find((page) => page.site === 'baseline' && page.id === 'plain');
  const switchRows = results.modeSwitch
    .filter((page) => page.site === 'portal')
    .map((page) =>
      row(`mode switch, ${page.label}`, {
        portal: page.timing,
        baseline: baselineSwitch?.timing ?? { status: 'missing', reason: 'not measured' },
      }),
    );
  const descriptions = [
    ...(['portal', 'baseline'] as const).flatMap((site) => {
      const timing = value(results.navigation[site]);
      return timing ? [`- client navigation, ${site}: ${timing.description}`] : [];
    }),
    ...(['portal', 'baseline'] as const).flatMap((site) =>
      results.modeSwitch
        .filter((page) => page.site === site)
        .flatMap((page) => {
          const timing = value(page.timing);
          return timing ? [`- mode switch, ${site}: ${timing.description}`] : [];
        }),
    ),
    '- Every mode switch of the portal is compared with the baseline plain page’s.',
    ...(value(results.iconFilter) ? [`- icon filter, portal: ${value(results.iconFilter)!.description}`] : []),
  ];
  return [
    '## Interactions in Chromium (median, measured in the page until the next frame)',
    '',
    markdownTable(
      ['figure', 'portal', 'baseline', 'portal / baseline'],
      [
        row('client navigation (sidebar link)', results.navigation),
        ...switchRows,
        row('icon filter (Material Icons gallery)', {
          portal: results.iconFilter,
          baseline: { status: 'missing', reason: 'no gallery' },
        }),
      ],
      ['left', 'right', 'right', 'right'],
    ),
    '',
    ...descriptions,
  ].join('\n');
}

function searchSection(results: BenchResults): string {
  const rows = Object.entries(results.search).map(([locale, search]) => [
    locale,
    ...cells(search, 7, (s) => [
      s.route,
      s.query,
      `${formatMs(s.phoneMedianMs)} (n=${s.phoneSamplesMs.length})`,
      `${formatMs(s.phoneAtOnceMedianMs)} (n=${s.phoneAtOnceSamplesMs.length})`,
      `${formatMs(s.desktopMedianMs)} (n=${s.desktopSamplesMs.length})`,
      formatBytes(s.firstQueryBytes),
      `${formatBytes(s.index.bytes)} (${s.index.files} files)`,
    ]),
  ]);
  return [
    '## Search (portal only: the plain classic site has no search)',
    '',
    markdownTable(
      [
        'locale',
        'page',
        'query',
        'search on a phone, median',
        'phone, box clicked at hydration, median',
        'unthrottled, median',
        'bytes for the first query',
        'offline bundle',
      ],
      rows,
      ['left', 'left', 'left', 'right', 'right', 'right', 'right', 'right'],
    ),
    '',
    '- search on a phone: the box clicked once the page has settled (network idle); box clicked at hydration:',
    '  the moment the page works, its own loading still under way (the worst case).',
  ].join('\n');
}

/** A budget figure as compared: with the budget's decimals, or as is. */
export function formatBudgetValue(check: Pick<BudgetCheck, 'decimals'>, figure: number): string {
  return check.decimals === undefined ? String(figure) : figure.toFixed(check.decimals);
}

function budgetSection(results: BenchResults): string {
  const rows = results.budgets.map((check) => [
    check.label,
    check.figure,
    check.actual === null ? 'n/a' : formatBudgetValue(check, check.actual),
    `${check.op} ${formatBudgetValue(check, check.limit)}`,
    check.status === 'pass'
      ? 'pass'
      : check.status === 'fail'
        ? `MISSED${check.note ? ` (${check.note})` : ''}`
        : `skipped (${check.note ?? 'not measured'})`,
  ]);
  const missed = results.budgets.filter((check) => check.status === 'fail').length;
  const skipped = results.budgets.filter((check) => check.status === 'skipped').length;
  return [
    '## Budgets (bench/budgets.json)',
    '',
    markdownTable(['budget', 'figure', 'actual', 'target', 'result'], rows, ['left', 'left', 'right', 'right', 'left']),
    '',
    `${missed === 0 ? 'All budgets met' : `${missed} of ${results.budgets.length} budget checks missed`}${skipped > 0 ? ` (${skipped} skipped)` : ''}.`,
  ].join('\n');
}

export function renderReport(results: BenchResults): string {
  const machine = results.machine;
  return [
    `# Portal bench, ${results.startedAt}`,
    '',
    `Total time ${formatDuration(results.durationSeconds)}. Machine: ${machine.cpus} CPUs, ${machine.memoryGb} GB, Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse}, Docusaurus ${machine.docusaurus}; load average ${machine.loadAverageAtStart.map((n) => n.toFixed(2)).join(' / ')} at start${machine.loadAverageAtEnd ? `, ${machine.loadAverageAtEnd.map((n) => n.toFixed(2)).join(' / ')} at the end` : ''} (1, 5, 15 min).`,
    `Pages per locale: portal ${results.pages.portal}, baseline ${results.pages.baseline} generated Markdown pages (each site also has a home page and ${results.pages.blogPosts} English blog post${results.pages.blogPosts === 1 ? '' : 's'}).` +
      (results.portalEnvironment.length > 0
        ? ` Portal built with ${results.portalEnvironment.join(', ')} set.`
        : ' Portal built with the production defaults (no PORTAL_* variable set).'),
    '',
    buildSection(results),
    '',
    pageWeightSection(results),
    '',
    lighthouseSection(results),
    '',
    interactionSection(results),
    '',
    searchSection(results),
    '',
    budgetSection(results),
    '',
  ].join('\n');
}
