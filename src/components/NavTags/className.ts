/** Stable class of the navigation tags, which the search index leaves out of titles and paths (docusaurus.config.ts). */
export const NAV_TAGS_CLASS = 'portal-nav-tags';
