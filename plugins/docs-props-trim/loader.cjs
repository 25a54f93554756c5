// @ts-check
/**
 * Webpack/Rspack loader for the docs plugin's route props (`.docusaurus/docusaurus-plugin-content-docs/
 * <id>/p/*.json`): the version's props hold every doc's id, title, sidebar and description, and every
 * docs page of the plugin loads them. Only Docusaurus's DocCard reads a description from there (the
 * portal shows no DocCard: category pages are its own), so the descriptions are dropped; the rest, and
 * any other props file (tag pages list their docs' descriptions), are left as they are. Measured in
 * bench/README.md, "What the plain page loads". CommonJS because the bundler requires loaders.
 */
'use strict';

/**
 * The props file without the descriptions of the version's docs; any other JSON unchanged.
 * @param {string} source
 * @returns {string}
 */
function withoutDocDescriptions(source) {
  /** @type {unknown} */
  let data;
  try {
    data = JSON.parse(source);
  } catch {
    return source;
  }
  const version = data && typeof data === 'object' ? /** @type {{ version?: unknown }} */ (data).version : undefined;
  const docs = version && typeof version === 'object' ? /** @type {{ docs?: unknown }} */ (version).docs : undefined;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) {
    if (doc && typeof doc === 'object') delete (/** @type {{ description?: unknown }} */ (doc).description);
  }
  return JSON.stringify(data);
}

module.exports = withoutDocDescriptions;
