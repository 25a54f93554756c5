import { materialIconsDataFrom } from './pluginData';

describe('materialIconsDataFrom', () => {
  it('reads the folders from the plugin’s global data', () => {
    const data = { dataFolder: 'assets/material-icons/a/', fontStylesheet: 'assets/icon-font/b/material-icons.css' };
    expect(materialIconsDataFrom({ 'portal-material-icons': { default: data } })).toEqual(data);
  });

  it('is null without the plugin or with malformed data', () => {
    expect(materialIconsDataFrom({})).toBeNull();
    expect(materialIconsDataFrom(null)).toBeNull();
    expect(materialIconsDataFrom({ 'portal-material-icons': { default: { dataFolder: 1 } } })).toBeNull();
  });
});
