import { tabIds } from './tabIds';

describe('tabIds', () => {
  it('pairs a tab and its panel with ids made of safe characters', () => {
    expect(tabIds(':R1a:', 2)).toEqual({ tabId: 'tab-R1a-2', panelId: 'tabpanel-R1a-2' });
  });

  it('gives each index and each base its own ids', () => {
    const ids = new Set(
      [tabIds(':r1:', 0), tabIds(':r1:', 1), tabIds(':r2:', 0)].flatMap((pair) => [pair.tabId, pair.panelId]),
    );
    expect(ids.size).toBe(6);
  });
});
