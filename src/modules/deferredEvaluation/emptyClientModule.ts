/**
 * Stands in for the classic theme's `prism-include-languages` client module (plugins/deferred-evaluation):
 * it does nothing, so that `main.js` carries no Prism. The code block registers the languages the
 * first time one renders (`src/theme/CodeBlock/Content/String`).
 */
export {};
