/** The plans a page can be tagged with; labels only, they gate nothing. */
export type Plan = 'pro' | 'premium';

/**
 * One entry of a navigation tree. An entry with `children` is a group (its `pathname` names the group
 * and is a page only when a file exists for it); an entry with `subheader` renders as a non-clickable
 * heading above its children; any other entry is a page.
 */
export interface NavPage {
  readonly pathname?: string;
  readonly title?: string;
  readonly subheader?: string;
  readonly children?: readonly NavPage[];
  readonly plan?: Plan;
  readonly planned?: boolean;
  readonly newFeature?: boolean;
  readonly unstable?: boolean;
}

/** The tags a sidebar item shows, derived from a navigation entry (a type alias, so it fits `customProps`). */
export type NavTags = {
  readonly plan?: Plan;
  readonly newFeature?: boolean;
  readonly planned?: boolean;
  readonly unstable?: boolean;
};
