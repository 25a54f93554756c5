/**
 * The basic charts pages as a reader uses them: the bars and lines demos draw their marks, hovering a bar
 * shows its value in the tooltip, and the controls above a demo change what the chart draws. The other
 * pages of the group (getting started, demos, sparkline, gauge) draw every chart without a console error.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';

// SVG shapes have no role, so the charts' own class names find them.
const BAR = '.MuiBarElement-root';
const LINE = '.MuiLineElement-root';
const MARK = '.MuiMarkElement-root';
const AREA = '.MuiAreaElement-root';

/** Each page of the group and the demos it embeds, with the charts (figures or meters) each one draws. */
const PAGES: Record<string, Record<string, number>> = {
  '/x/react-charts/getting-started': { GettingStartedFirstChart: 1, GettingStartedSizing: 2 },
  '/x/react-charts/bars': { BarChartBasic: 1, BarChartStackedLayout: 1, BarChartLabels: 1, BarChartClick: 1 },
  '/x/react-charts/bar-demo': {
    BarDemoRevenue: 1,
    BarDemoPopulationPyramid: 1,
    BarDemoSeriesFilter: 1,
    BarDemoRanking: 1,
  },
  '/x/react-charts/lines': { LineChartBasic: 1, LineChartTimeAxis: 1, LineChartCurves: 1, LineChartNulls: 1 },
  '/x/react-charts/line-demo': { LineDemoThreshold: 1, LineDemoTwoAxes: 1, LineDemoEndpoints: 1 },
  '/x/react-charts/areas-demo': { AreasDemoStacked: 1, AreasDemoStackOffset: 1, AreasDemoGradient: 1 },
  '/x/react-charts/sparkline': { SparklineBasic: 2, SparklineTable: 4, SparklineCards: 2 },
  '/x/react-charts/gauge': { GaugeBasic: 3, GaugeArcs: 1, GaugeComposed: 1 },
};

/** The number of elements matching `selector` inside `scope`, once it has settled on `expected`. */
async function waitForCount(scope: Locator, selector: string, expected: number, what: string): Promise<void> {
  let seen = -1;
  await until(async () => {
    seen = await scope.locator(selector).count();
    return seen === expected;
  }, `${what}: ${expected} (last seen ${seen})`);
}

/** The distinct left edges of the bars in `scope`, rounded to the pixel. */
async function barColumns(scope: Locator): Promise<number> {
  const xs = await scope
    .locator(BAR)
    .evaluateAll((bars) => bars.map((bar) => Math.round(bar.getBoundingClientRect().x)));
  return new Set(xs).size;
}

describe('charts basics: bars, lines, sparklines and gauges', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);
  let page: Page;

  const open = async (path: string): Promise<void> => {
    page = await reader.open(path);
    for (const name of Object.keys(PAGES[path])) await demo(name).waitFor();
  };
  const demo = (name: string) => page.getByRole('region', { name: `Demo: ${name}` });

  it('the bar chart draws one bar per value and shows the hovered month in its tooltip', async () => {
    await open('/x/react-charts/bars');
    const basic = demo('BarChartBasic');
    // Two cities times twelve months.
    await waitForCount(basic, BAR, 24, 'bars in BarChartBasic');

    // The first bar of the first series is January in Harborton: 142 mm.
    await basic.locator(`${BAR}.MuiBarElement-series-harborton`).first().hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    await tooltip.getByText('Jan', { exact: true }).waitFor();
    await tooltip.getByText('142 mm', { exact: true }).waitFor();
    await tooltip.getByText('68 mm', { exact: true }).waitFor();
  });

  it('switching the stacked bars to grouped and horizontal redraws them', async () => {
    await open('/x/react-charts/bars');
    const stacked = demo('BarChartStackedLayout');
    await waitForCount(stacked, BAR, 16, 'bars in BarChartStackedLayout');
    await stacked.getByText('Showing: stacked bars, vertical layout').waitFor();
    // Stacked: the four sources of a quarter share one column.
    await until(async () => (await barColumns(stacked)) === 4, 'four stacked columns');

    await stacked.getByRole('button', { name: 'Grouped' }).click();
    await stacked.getByText('Showing: grouped bars, vertical layout').waitFor();
    await until(async () => (await barColumns(stacked)) === 16, 'sixteen bars side by side');

    await stacked.getByRole('button', { name: 'Horizontal' }).click();
    await stacked.getByText('Showing: grouped bars, horizontal layout').waitFor();
    // Horizontal bars all start at the value axis' zero, on the left.
    await until(async () => (await barColumns(stacked)) === 1, 'horizontal bars growing from one edge');
    await waitForCount(stacked, BAR, 16, 'bars after the layout change');
  });

  it('clicking a bar reports it through onItemClick and onAxisClick', async () => {
    await open('/x/react-charts/bars');
    const click = demo('BarChartClick');
    await waitForCount(click, BAR, 8, 'bars in BarChartClick');
    const solarQ3 = click.locator(`${BAR}.MuiBarElement-series-solar`).nth(2);
    // As with a mouse: the pointer rests on the bar (the tooltip shows the quarter) before the click,
    // since the chart learns which quarter is under the pointer from its moves.
    await solarQ3.hover();
    await page.getByRole('tooltip').getByText('Q3 2023', { exact: true }).waitFor();
    await solarQ3.click();
    await click.getByText('Clicked bar: Solar, Q3 2023: 9.7 TWh').waitFor();
    await click.getByText('Clicked quarter: Q3 2023 (index 2)').waitFor();
  });

  it('unchecking a source removes its bars from the filtered chart', async () => {
    await open('/x/react-charts/bar-demo');
    const filter = demo('BarDemoSeriesFilter');
    await waitForCount(filter, BAR, 16, 'bars with every source');
    await filter.getByRole('checkbox', { name: 'Gas' }).uncheck();
    await filter.getByText('Series shown: Wind, Solar, Hydro').waitFor();
    await waitForCount(filter, BAR, 12, 'bars without gas');
    await filter.getByRole('checkbox', { name: 'Gas' }).check();
    await waitForCount(filter, BAR, 16, 'bars with gas again');
  });

  it('the line chart draws its lines and marks, and connectNulls bridges the gaps', async () => {
    await open('/x/react-charts/lines');
    const basic = demo('LineChartBasic');
    await waitForCount(basic, LINE, 2, 'lines in LineChartBasic');
    await waitForCount(basic, MARK, 24, 'marks in LineChartBasic');

    const nulls = demo('LineChartNulls');
    const line = nulls.locator(LINE);
    await line.waitFor();
    // A path restarts with a move command after each gap: three pieces around two gaps.
    const pieces = async () => ((await line.getAttribute('d')) ?? '').split('M').length - 1;
    await until(async () => (await pieces()) === 3, 'a line broken in three pieces');
    await nulls.getByRole('checkbox', { name: 'Connect across missing readings' }).check();
    await nulls.getByText('3 readings missing; gaps are bridged').waitFor();
    await until(async () => (await pieces()) === 1, 'one line across the gaps');
  });

  it('the curve and marks controls change the drawn line', async () => {
    await open('/x/react-charts/lines');
    const curves = demo('LineChartCurves');
    await waitForCount(curves, MARK, 12, 'marks with marks on');
    const line = curves.locator(LINE);
    const before = await line.getAttribute('d');
    await curves.getByRole('combobox', { name: 'Curve' }).selectOption('step');
    await curves.getByText('Drawn with: step curve, marks on, area empty').waitFor();
    await until(async () => (await line.getAttribute('d')) !== before, 'the line to take the step curve');
    await curves.getByRole('checkbox', { name: 'Marks' }).uncheck();
    await waitForCount(curves, MARK, 0, 'marks with marks off');
    await curves.getByRole('checkbox', { name: 'Fill area' }).check();
    await waitForCount(curves, AREA, 1, 'the filled area');
  });

  for (const path of Object.keys(PAGES)) {
    it(`${path} draws every chart without a console error`, async () => {
      await open(path);
      for (const [name, charts] of Object.entries(PAGES[path])) {
        const region = demo(name);
        // Cartesian charts and sparklines sit in labeled figures; gauges are meters.
        const named = region.locator('[role="figure"] svg, [role="meter"] svg');
        await until(async () => (await named.count()) >= charts, `${charts} drawn chart(s) in ${name}`);
      }
      if (path.endsWith('/gauge')) {
        const meter = demo('GaugeComposed').getByRole('meter', { name: 'Parking spaces occupied' });
        assert.equal(await meter.getAttribute('aria-valuenow'), '437');
        await demo('GaugeComposed').getByRole('button', { name: '08:00' }).click();
        await demo('GaugeComposed').getByText('At 08:00: 156 of 480 spaces occupied, 324 free').waitFor();
        assert.equal(await meter.getAttribute('aria-valuenow'), '156');
      }
    });
  }
});
