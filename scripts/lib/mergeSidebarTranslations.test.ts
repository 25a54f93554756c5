/** How scripts/seed-sidebar-translations.ts merges the generated entries into a translation file. */
import { mergeSidebarTranslations } from './mergeSidebarTranslations';

const entry = (message: string, description = 'd') => ({ message, description });

describe('mergeSidebarTranslations', () => {
  it('adds every generated entry and keeps the messages already there, translated or not', () => {
    const merged = mergeSidebarTranslations(
      { 'sidebar.x.doc./x/introduction': entry('介绍', 'old') },
      {
        'sidebar.x.doc./x/introduction': entry('Introduction', 'new'),
        'sidebar.x.doc./x/licensing': entry('Licensing'),
      },
    );
    expect(merged).toEqual({
      'sidebar.x.doc./x/introduction': entry('介绍', 'old'),
      'sidebar.x.doc./x/licensing': entry('Licensing'),
    });
  });

  it('keeps entries the navigation no longer generates', () => {
    const merged = mergeSidebarTranslations(
      { 'sidebar.x.doc./x/gone': entry('旧') },
      { 'sidebar.x.doc./x/new': entry('New') },
    );
    expect(merged['sidebar.x.doc./x/gone']).toEqual(entry('旧'));
  });

  it('moves the message of an entry whose kind changed to its new key, and drops the old key', () => {
    const merged = mergeSidebarTranslations(
      { 'sidebar.x.doc./x/api/data-grid/data-grid': entry('数据网格', 'old') },
      { 'sidebar.x.link./x/api/data-grid/data-grid': entry('DataGrid', 'new') },
    );
    expect(merged).toEqual({ 'sidebar.x.link./x/api/data-grid/data-grid': entry('数据网格', 'new') });
  });

  it('moves the old message over a new key that Docusaurus wrote with the English label', () => {
    const merged = mergeSidebarTranslations(
      { 'sidebar.x.doc./x/charts': entry('图表'), 'sidebar.x.category./x/charts': entry('Charts') },
      { 'sidebar.x.category./x/charts': entry('Charts') },
    );
    expect(merged).toEqual({ 'sidebar.x.category./x/charts': entry('图表') });
  });

  it('keeps a translation the new key already has, dropping the old key', () => {
    const merged = mergeSidebarTranslations(
      { 'sidebar.x.doc./x/charts': entry('旧图表'), 'sidebar.x.category./x/charts': entry('图表') },
      { 'sidebar.x.category./x/charts': entry('Charts') },
    );
    expect(merged).toEqual({ 'sidebar.x.category./x/charts': entry('图表') });
  });

  it('leaves both keys when both kinds are still generated, and never mixes sidebars or pages', () => {
    const generated = { 'sidebar.x.doc./x/charts': entry('Charts'), 'sidebar.x.category./x/charts': entry('Charts') };
    const existing = { 'sidebar.x.doc./x/charts': entry('图表页'), 'sidebar.x.category./x/charts': entry('图表') };
    expect(mergeSidebarTranslations(existing, generated)).toEqual(existing);
    const other = mergeSidebarTranslations(
      { 'sidebar.x.doc./x/charts/bars': entry('条形图') },
      { 'sidebar.x.link./x/charts': entry('Charts') },
    );
    expect(other).toEqual({
      'sidebar.x.link./x/charts': entry('Charts'),
      'sidebar.x.doc./x/charts/bars': entry('条形图'),
    });
  });

  it('does not change the entries it is given', () => {
    const existing = { 'sidebar.x.doc./x/a': entry('甲') };
    mergeSidebarTranslations(existing, { 'sidebar.x.link./x/a': entry('A') });
    expect(existing).toEqual({ 'sidebar.x.doc./x/a': entry('甲') });
  });
});
