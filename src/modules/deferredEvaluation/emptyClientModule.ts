/**
 * Stands in for the classic theme's `prism-include-languages` client module (plugins/deferred-evaluation):
 * it does nothing, so that `main.js` carries no Prism. The code block registers the languages the
 * first time one is highlighted in the browser (`src/theme/CodeBlock/Content`).
 */
export {};
