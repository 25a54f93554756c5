/**
 * The pie and scatter pages draw their marks, show a mark's value in the tooltip when a reader hovers it,
 * and redraw when a reader uses a demo's control.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';

/** The chart's tooltip is a popper outside the demo's region; the charts render one at a time. */
const tooltip = (page: Page) => page.getByRole('tooltip');

/** The texts of the arc labels that are drawn (a slice below the minimum angle gets an empty label). */
async function drawnArcLabels(demo: Locator): Promise<string[]> {
  return (await demo.locator('.MuiPieArcLabel-root').allTextContents()).filter((text) => text !== '');
}

describe('pie and scatter chart demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('the pie draws one arc per slice and shows a slice value in the tooltip on hover', async () => {
    const demo = await reader.openDemo('/x/react-charts/pie', 'PieChartBasic');
    await demo.getByRole('figure', { name: 'Household electricity use in one year, by use' }).waitFor();
    const arcs = demo.locator('.MuiPieArc-root');
    await until(async () => (await arcs.count()) === 5, 'five arcs, one per use');

    // The first slice, heating, covers the top right of the pie: its box's center lies inside it.
    await arcs.first().hover();
    await tooltip(reader.page).getByText('1,450 kWh').waitFor();
    await tooltip(reader.page).getByText('Heating').waitFor();
  });

  it('the minimum angle control removes the labels of small slices', async () => {
    const demo = await reader.openDemo('/x/react-charts/pie', 'PieChartArcLabels');
    await demo.getByText('Labels drawn: 5 of 6 slices').waitFor();
    assert.deepEqual(await drawnArcLabels(demo), ['37%', '24%', '18%', '14%', '5%']);

    await demo.getByRole('button', { name: '30°', exact: true }).click();
    await demo.getByText('Labels drawn: 4 of 6 slices').waitFor();
    await until(async () => (await drawnArcLabels(demo)).length === 4, 'four labels at 30°');
    assert.deepEqual(await drawnArcLabels(demo), ['37%', '24%', '18%', '14%']);

    await demo.getByRole('button', { name: '0°', exact: true }).click();
    await demo.getByText('Labels drawn: 6 of 6 slices').waitFor();
    await until(async () => (await drawnArcLabels(demo)).length === 6, 'every slice labeled at 0°');
  });

  it('the scatter chart draws every point and shows the hovered point in the tooltip', async () => {
    const demo = await reader.openDemo('/x/react-charts/scatter', 'ScatterChartBasic');
    const points = demo.locator('circle');
    await until(async () => (await points.count()) === 24, '24 apartments, 12 per district');

    // The fourth point of the old town: 58 m² for €1,180.
    await points.nth(3).hover();
    await tooltip(reader.page).getByText('58 m², €1,180 a month').waitFor();
    await tooltip(reader.page).getByText('Old town').waitFor();
  });

  it('the marker size control changes the radius of the points', async () => {
    const demo = await reader.openDemo('/x/react-charts/scatter', 'ScatterChartMarkerSize');
    const point = demo.locator('circle').first();
    assert.equal(await point.getAttribute('r'), '8');

    await demo.getByRole('button', { name: '2 px', exact: true }).click();
    await demo.getByText('markerSize: 2 (the radius of each point, in pixels)').waitFor();
    await until(async () => (await point.getAttribute('r')) === '2', 'the points to shrink');
  });

  it('a click near a point picks it with the Voronoi cells, and only on the point without them', async () => {
    const demo = await reader.openDemo('/x/react-charts/scatter', 'ScatterChartVoronoi');
    const page = reader.page;
    const point = demo.locator('circle').first();
    await point.scrollIntoViewIfNeeded();
    const box = await point.boundingBox();
    assert.ok(box, 'the first point is drawn');
    // Below and to the right of the first runner's point, outside its circle.
    const near = { x: box.x + box.width / 2 + 9, y: box.y + box.height / 2 + 9 };

    await page.mouse.click(near.x, near.y);
    await demo.getByText('Clicked: Under 35, 22 km a week, 118 minutes').waitFor();

    await demo.getByRole('combobox', { name: 'Interaction' }).selectOption('element');
    await demo.getByText('Clicked: Under 35, 22 km a week, 118 minutes').waitFor();
    await demo.locator('circle').nth(1).click();
    await demo.getByText('Clicked: Under 35, 30 km a week, 109 minutes').waitFor();
    // Without the cells, the same click beside the first point picks nobody.
    await page.mouse.click(near.x, near.y);
    await page.waitForTimeout(300);
    await demo.getByText('Clicked: Under 35, 30 km a week, 109 minutes').waitFor();
  });
});
