import { materialIconsDataFrom } from './pluginData';

describe('materialIconsDataFrom', () => {
  it('reads the data folder from the plugin’s global data', () => {
    const data = { dataFolder: 'assets/material-icons/a/' };
    expect(materialIconsDataFrom({ 'portal-material-icons': { default: data } })).toEqual(data);
  });

  it('is null without the plugin or with malformed data', () => {
    expect(materialIconsDataFrom({})).toBeNull();
    expect(materialIconsDataFrom(null)).toBeNull();
    expect(materialIconsDataFrom({ 'portal-material-icons': { default: { dataFolder: 1 } } })).toBeNull();
  });
});
