/**
 * Key interactions of the Charts "Common features" pages, driven on their live demos as a reader would:
 * a composed chart draws its parts, hovering a bar opens its tooltip, checkboxes outside the chart show
 * and hide series (the 7.14.0 legend cannot), and the zoom buttons change the x-axis range.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';

// SVG parts have no role: the charts' own class names are the only handle on bars, lines and ticks.
const BAR = '.MuiBarElement-root';
const LINE = '.MuiLineElement-root';
const X_TICK_LABEL = '.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel';

/** Waits until a locator matches exactly this many elements (bars animate in and out). */
async function waitForCount(locator: Locator, expected: number, what: string): Promise<void> {
  await until(async () => (await locator.count()) === expected, `${expected} ${what}`);
}

describe('charts common features demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('the composition demo draws the bars and the line it is built from', async () => {
    const demo = await reader.openDemo('/x/react-charts/composition', 'CompositionBarsAndLine');
    const figure = demo.getByRole('figure', { name: /Quarterly revenue as bars and number of orders as a line/ });
    await waitForCount(figure.locator(BAR), 8, 'revenue bars, one per quarter');
    await waitForCount(figure.locator(LINE), 1, 'orders line');
    // Both y-axes carry their titles, on either side.
    await figure.getByText('Revenue', { exact: true }).first().waitFor();
    await figure.getByText('Orders', { exact: true }).first().waitFor();
  });

  it('hovering a bar shows its tooltip with the custom content', async () => {
    const demo = await reader.openDemo('/x/react-charts/tooltip', 'TooltipCustomContent');
    const bars = demo.locator(BAR);
    await waitForCount(bars, 8, 'online revenue bars');
    const tooltip = reader.page.getByRole('tooltip');
    assert.equal(await tooltip.count(), 0, 'no tooltip before hovering');

    // The fifth bar is Q1 2024: $231k against $188k a year before.
    await bars.nth(4).hover();
    await tooltip.getByText('Q1 2024').waitFor();
    await tooltip.getByText('Online revenue: $231,000').waitFor();
    await tooltip.getByText('23% on Q1 2023').waitFor();
  });

  it('series checkboxes outside the chart change the bars that are drawn', async () => {
    const demo = await reader.openDemo('/x/react-charts/legend', 'LegendSeriesToggle');
    const bars = demo.getByRole('figure').locator(BAR);
    await waitForCount(bars, 24, 'bars of three channels over eight quarters');
    await demo.getByText('Showing: Stores, Online, Events').waitFor();

    await demo.getByRole('checkbox', { name: 'Events' }).uncheck();
    await demo.getByText('Showing: Stores, Online').waitFor();
    await waitForCount(bars, 16, 'bars of two channels');

    await demo.getByRole('checkbox', { name: 'Stores' }).uncheck();
    await demo.getByText('Showing: Online').waitFor();
    await waitForCount(bars, 8, 'bars of the online channel');

    await demo.getByRole('checkbox', { name: 'Events' }).check();
    await demo.getByText('Showing: Online, Events').waitFor();
    await waitForCount(bars, 16, 'bars of two channels again');
  });

  it('the zoom alternative changes the range of the x-axis', async () => {
    const demo = await reader.openDemo('/x/react-charts/zoom-and-pan', 'ZoomAndPanAxisRange');
    const ticks = demo.getByRole('figure').locator(X_TICK_LABEL);
    await demo.getByText('Showing Mar 1 to Apr 29 (60 days)').waitFor();
    const before = await ticks.allTextContents();
    assert.ok(before.length > 1, 'the x-axis has tick labels');
    assert.equal(await demo.getByRole('button', { name: 'Zoom out' }).isDisabled(), true);

    await demo.getByRole('button', { name: 'Zoom in' }).click();
    await demo.getByText('Showing Mar 16 to Apr 15 (31 days)').waitFor();
    await until(async () => {
      const after = await ticks.allTextContents();
      return after.length > 1 && after.join() !== before.join();
    }, 'the tick labels to follow the zoomed range');
    // Every tick now falls inside the visible half: none is left in the first two weeks of March.
    const zoomed = await ticks.allTextContents();
    assert.ok(
      !zoomed.some((label) => /^Mar ([1-9]|1[0-5])$/.test(label)),
      `ticks inside the range: ${zoomed.join(', ')}`,
    );

    await demo.getByRole('button', { name: 'Earlier' }).click();
    await demo.getByText('Showing Mar 1 to Mar 31 (31 days)').waitFor();
    assert.equal(await demo.getByRole('button', { name: 'Earlier' }).isDisabled(), true);

    await demo.getByRole('button', { name: 'Reset', exact: true }).click();
    await demo.getByText('Showing Mar 1 to Apr 29 (60 days)').waitFor();
    await until(async () => (await ticks.allTextContents()).join() === before.join(), 'the full range again');
  });
});
