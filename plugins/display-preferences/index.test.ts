import type { Plugin } from '@docusaurus/types';
import { directionScript } from '../../config/preferences/directionScript';
import displayPreferencesPlugin from './index';

describe('displayPreferencesPlugin', () => {
  it("puts the stored-direction script in every page's head, and nothing in the body", () => {
    const plugin: Plugin = displayPreferencesPlugin();
    const tags = plugin.injectHtmlTags?.({ content: undefined });
    expect(tags).toEqual({ headTags: [{ tagName: 'script', innerHTML: directionScript() }] });
  });
});
