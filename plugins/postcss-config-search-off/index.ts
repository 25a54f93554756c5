import type { Plugin, PostCssOptions } from '@docusaurus/types';

/**
 * Tells `postcss-loader` not to look for a PostCSS configuration file (issue 24). Docusaurus passes
 * its PostCSS plugins inline, so the site has no such file, yet `postcss-loader` 7 searched for one
 * for every CSS file it loaded: 27 file names in each folder from the file's up to the root, through
 * a new cosmiconfig each time, reading and parsing every `package.json` on the way (0.45 s of cosmiconfig and
 * more of file reads on the main thread of a cold English compile). Should a PostCSS configuration
 * ever be wanted, it belongs in a plugin's `configurePostCss`, like this one.
 */
export default function postCssConfigSearchOffPlugin(): Plugin {
  return {
    name: 'portal-postcss-config-search-off',
    configurePostCss(options: PostCssOptions): PostCssOptions {
      return { ...options, config: false };
    },
  };
}
