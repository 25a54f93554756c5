import type { Plugin } from '@docusaurus/types';
import { codeThemeCss } from '../../src/data/prismThemes';
import codeThemePlugin from './index';

describe('codeThemePlugin', () => {
  it("puts the code theme's colours of both modes in every page's head, and nothing in the body", () => {
    const plugin: Plugin = codeThemePlugin();
    expect(plugin.injectHtmlTags?.({ content: undefined })).toEqual({
      headTags: [{ tagName: 'style', innerHTML: codeThemeCss() }],
    });
  });
});
