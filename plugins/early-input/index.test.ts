import type { Plugin } from '@docusaurus/types';
import { earlyInputScript } from '../../config/earlyInput/earlyInputScript';
import earlyInputPlugin from './index';

describe('earlyInputPlugin', () => {
  it("puts the early-input script in every page's head, and nothing in the body", () => {
    const plugin: Plugin = earlyInputPlugin();
    expect(plugin.injectHtmlTags?.({ content: undefined })).toEqual({
      headTags: [{ tagName: 'script', innerHTML: earlyInputScript() }],
    });
  });
});
