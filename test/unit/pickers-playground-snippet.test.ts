/**
 * The customization playground (docs/x/react-date-pickers/playground.mdx) shows the code for the chosen
 * options. Its demo file exports the pure snippet builder; the docs folder is outside Jest's roots, so the
 * test lives here.
 */
import {
  buildPlaygroundSnippet,
  DEFAULT_OPTIONS,
  type PlaygroundOptions,
} from '../../docs/x/react-date-pickers/demos/PickersPlayground';

const withOptions = (patch: Partial<PlaygroundOptions>): PlaygroundOptions => ({ ...DEFAULT_OPTIONS, ...patch });

describe('buildPlaygroundSnippet', () => {
  it('writes only the label and the controlled value for the defaults', () => {
    expect(buildPlaygroundSnippet(DEFAULT_OPTIONS)).toBe(
      ['<DesktopDatePicker', '  label="Date"', '  value={value}', '  onChange={setValue}', '/>'].join('\n'),
    );
  });

  it('names the component of the chosen variant', () => {
    expect(buildPlaygroundSnippet(withOptions({ variant: 'mobile' }))).toMatch(/^<MobileDatePicker\n/);
    expect(buildPlaygroundSnippet(withOptions({ variant: 'static' }))).toMatch(/^<StaticDatePicker\n/);
  });

  it('gives the static variant, which has no field, neither label nor format', () => {
    const snippet = buildPlaygroundSnippet(withOptions({ variant: 'static', format: 'YYYY-MM-DD' }));
    expect(snippet).not.toContain('label=');
    expect(snippet).not.toContain('format=');
  });

  it('adds orientation, views and format only when they differ from the defaults', () => {
    const snippet = buildPlaygroundSnippet(
      withOptions({ orientation: 'landscape', views: 'year, month', format: 'DD/MM/YYYY' }),
    );
    expect(snippet).toContain('  orientation="landscape"');
    expect(snippet).toContain("  views={['year', 'month']}");
    expect(snippet).toContain('  format="DD/MM/YYYY"');
    expect(buildPlaygroundSnippet(DEFAULT_OPTIONS)).not.toMatch(/orientation|views|format/);
  });

  it('writes each switched-on flag as a boolean shorthand prop, and no other', () => {
    const snippet = buildPlaygroundSnippet(
      withOptions({ flags: { ...DEFAULT_OPTIONS.flags, readOnly: true, displayWeekNumber: true } }),
    );
    expect(snippet.split('\n')).toEqual(expect.arrayContaining(['  readOnly', '  displayWeekNumber']));
    expect(snippet).not.toMatch(/disabled|showDaysOutsideCurrentMonth/);
  });
});
