/**
 * A reader uses the demos of the customization pages (part A): the breakpoints table marks the range
 * of the window, the palette and typography demos show what the installed Material UI computes with
 * the portal's settings, the color swatches list every hue of the installed colors module, the theme
 * explorer prints the live theme, and the mode demos follow the page's scheme or their own.
 * Expected values are computed here with the installed packages and the spec's constants, not typed.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { createTheme } from '@mui/material/styles';
import * as colors from '@mui/material/colors';
import {
  BREAKPOINTS,
  CONTRAST_THRESHOLD,
  FONT_SIZE,
  HTML_FONT_SIZE,
  TONAL_OFFSET,
  Z_INDEX,
} from '../../src/data/constants';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';

/** A theme with the portal's palette settings and type sizes, built by the installed package. */
const reference = createTheme({
  palette: { contrastThreshold: CONTRAST_THRESHOLD, tonalOffset: TONAL_OFFSET },
  typography: { fontSize: FONT_SIZE, htmlFontSize: HTML_FONT_SIZE },
});

const texts = async (locator: Locator): Promise<string[]> =>
  (await locator.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());

const pressed = async (button: Locator): Promise<boolean> => (await button.getAttribute('aria-pressed')) === 'true';

describe('customization demos (part A)', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('the breakpoints demo shows md at 1000 px and sm at 700 px, with the theme widths', async () => {
    await reader.open('/customization/breakpoints', { viewport: { width: 1000, height: 800 } });
    const demo = reader.page.getByRole('region', { name: 'Demo: BreakpointsCurrent' });
    await demo.getByText('Current breakpoint: md', { exact: true }).waitFor();
    const table = demo.getByRole('region', { name: 'Breakpoints of the theme' });
    const rows = table.getByRole('row');
    // One header row, then one row per key with its start.
    for (const [key, width] of Object.entries(BREAKPOINTS)) {
      const row = rows.filter({ has: reader.page.getByRole('rowheader', { name: key, exact: true }) });
      assert.match((await texts(row))[0]!, new RegExp(`^${key} ${width} px`));
      assert.match((await texts(row))[0]!, key === 'md' ? / yes$/ : / no$/);
    }

    // Narrower: the demo follows the window without a reload.
    await reader.page.setViewportSize({ width: 700, height: 800 });
    await demo.getByText('Current breakpoint: sm', { exact: true }).waitFor();
  });

  it('the augmentColor demo shows what the installed createTheme computes with threshold 3 and offset 0.2', async () => {
    const demo = await reader.openDemo('/customization/palette', 'PaletteTonalOffset');
    await demo.getByText(`contrastThreshold ${CONTRAST_THRESHOLD}, tonalOffset ${TONAL_OFFSET}`).waitFor();
    const result = demo.getByRole('list', { name: 'Result of augmentColor' }).getByRole('listitem');

    for (const [name, main] of [
      ['teal 700', colors.teal[700]],
      ['pink 600', colors.pink[600]],
    ] as const) {
      const choice = demo.getByRole('button', { name, exact: true });
      await choice.click();
      await until(() => pressed(choice), `${name} to be chosen`);
      const expected = reference.palette.augmentColor({ color: { main } });
      await until(
        async () =>
          JSON.stringify(await texts(result)) ===
          JSON.stringify([
            `light ${expected.light}`,
            `main ${expected.main}`,
            `dark ${expected.dark}`,
            `contrastText ${expected.contrastText}`,
          ]),
        `the computed tones of ${name}`,
      );
    }
  });

  it('the swatches list every hue of the installed colors module and the shades of the chosen one', async () => {
    const demo = await reader.openDemo('/customization/color', 'ColorHueSwatches');
    const hues = Object.keys(colors).filter((name) => name !== 'common') as Exclude<keyof typeof colors, 'common'>[];
    const group = demo.getByRole('group', { name: /Hues in/ });
    assert.equal(await group.getByRole('button').count(), hues.length);
    assert.equal(await group.getByRole('button').count(), Object.keys(colors).length - 1);
    assert.deepEqual(await texts(group.getByRole('button')), [...hues].sort());

    await group.getByRole('button', { name: 'deepOrange', exact: true }).click();
    const shades = demo.getByRole('list', { name: 'Shades of deepOrange' }).getByRole('listitem');
    await shades.first().waitFor();
    assert.deepEqual(
      await texts(shades),
      Object.entries(colors.deepOrange).map(([shade, value]) => `deepOrange[${shade}] ${value}`),
    );
  });

  it('the contrast demo reports the text color getContrastText picks and its ratio', async () => {
    const demo = await reader.openDemo('/customization/color', 'ColorContrastCheck');
    // Indigo 500 is the first choice: white reaches the threshold there.
    await demo.getByText(reference.palette.getContrastText(colors.indigo[500]), { exact: true }).waitFor();

    await demo.getByRole('combobox', { name: 'Hue' }).click();
    await reader.page.getByRole('option', { name: 'teal', exact: true }).click();
    // Teal 500: white passes 3:1 but not 4.5:1, and the palette still picks it.
    const picked = reference.palette.getContrastText(colors.teal[500]);
    assert.equal(picked, '#fff');
    await demo.getByText(/misses 4\.5:1 for body text/).waitFor();
    await demo.getByText(colors.teal[500], { exact: true }).waitFor();
  });

  it('pxToRem and the variants table use the theme sizes', async () => {
    const demo = await reader.openDemo('/customization/typography', 'TypoPxToRem');
    const field = demo.getByRole('spinbutton', { name: 'Size in pixels' });
    await field.fill('24');
    await demo.getByText(`= ${reference.typography.pxToRem(24)}`).waitFor();
    assert.equal(reference.typography.pxToRem(24), '1.5rem');

    const table = reader.page
      .getByRole('region', { name: 'Demo: TypoVariantsTable' })
      .getByRole('region', { name: 'Typography variants of the theme' });
    for (const variant of ['h1', 'body2', 'caption'] as const) {
      const row = table
        .getByRole('row')
        .filter({ has: reader.page.getByRole('rowheader', { name: variant, exact: true }) });
      const cells = await texts(row.getByRole('cell'));
      assert.equal(cells[0], String(reference.typography[variant].fontSize), `${variant} font size`);
      assert.equal(cells[1], String(reference.typography[variant].fontWeight), `${variant} weight`);
    }
  });

  it('the theme explorer prints the live theme key a reader picks', async () => {
    const demo = await reader.openDemo('/customization/theme', 'ThemeObjectExplorer');
    const output = demo.getByRole('region', { name: 'theme.zIndex' });
    for (const [layer, value] of Object.entries(Z_INDEX)) {
      assert.match(await output.innerText(), new RegExp(`"${layer}": ${value}`));
    }
    await demo.getByRole('button', { name: 'breakpoints', exact: true }).click();
    const breakpoints = demo.getByRole('region', { name: 'theme.breakpoints' });
    await breakpoints.waitFor();
    assert.match(await breakpoints.innerText(), /"md": 900/);
    assert.match(await breakpoints.innerText(), /"up\('md'\)": "@media \(min-width:900px\)"/);
  });

  it('the merge-order demo shows that an extra createTheme argument is not augmented', async () => {
    const demo = await reader.openDemo('/customization/theming', 'ThemingMergeOrder');
    await demo.getByRole('button', { name: 'indigo 500', exact: true }).click();
    const main = colors.indigo[500];
    const computed = createTheme({ palette: { primary: { main } } }).palette.primary;
    const merged = createTheme({}, { palette: { primary: { main } } }).palette.primary;
    const row = demo
      .getByRole('row')
      .filter({ has: reader.page.getByRole('rowheader', { name: 'light', exact: true }) });
    await until(
      async () => JSON.stringify(await texts(row.getByRole('cell'))) === JSON.stringify([computed.light, merged.light]),
      'the light tones of both themes',
    );
    assert.notEqual(computed.light, merged.light);
  });

  it('a styled toggle tag reports its state', async () => {
    const demo = await reader.openDemo('/customization/theming', 'ThemingStyledTag');
    const tag = demo.getByRole('button', { name: 'Vegetarian' });
    assert.equal(await pressed(tag), false);
    await tag.click();
    await until(() => pressed(tag), 'the tag to be pressed');
    await demo.getByText('Active filters: Open now, Vegetarian').waitFor();
  });

  it('the surfaces demo follows the page scheme by CSS, and the preview keeps its own mode', async () => {
    await reader.open('/customization/type', { colorScheme: 'dark' });
    const surfaces = reader.page.getByRole('region', { name: 'Demo: PaletteModeSurfaces' });
    await surfaces.getByText(/^Dark scheme:/).waitFor();
    assert.equal(await surfaces.getByText(/^Light scheme:/).isVisible(), false);

    await reader.open('/customization/type', { colorScheme: 'light' });
    const light = reader.page.getByRole('region', { name: 'Demo: PaletteModeSurfaces' });
    await light.getByText(/^Light scheme:/).waitFor();
    assert.equal(await light.getByText(/^Dark scheme:/).isVisible(), false);

    const preview = reader.page.getByRole('region', { name: 'Demo: PaletteModeToggle' });
    const dark = createTheme({ palette: { mode: 'dark' } }).palette.background.default;
    await preview.getByText(`palette.mode is dark; background.default is ${dark}.`).waitFor();
    await preview.getByRole('button', { name: 'Light', exact: true }).click();
    const lightBackground = createTheme().palette.background.default;
    await preview.getByText(`palette.mode is light; background.default is ${lightBackground}.`).waitFor();
    // System follows the emulated preference of this reader: light.
    await preview.getByRole('button', { name: 'System', exact: true }).click();
    await preview.getByText('System preference: light. Preview mode: light.').waitFor();
  });
});
