/**
 * The nine page templates (spec section 1), in the spec's order. Each is a full page at
 * `/getting-started/templates/<slug>` (src/pages/getting-started/templates/<slug>.tsx), whose
 * component is the default export of `src/templates/<slug>/index.tsx` (notes/templates.md).
 */
export type TemplateSlug =
  | 'marketing-page'
  | 'blog'
  | 'checkout'
  | 'dashboard'
  | 'pricing'
  | 'sign-in'
  | 'sign-in-side'
  | 'sign-up'
  | 'sticky-footer';

export interface TemplateInfo {
  readonly slug: TemplateSlug;
  /** Sentence case; the page title is "<title> template". */
  readonly title: string;
  /** One plain sentence: the card's text and the page's meta description. */
  readonly description: string;
  /** The template's folder in the portal's repository. */
  readonly sourcePath: `src/templates/${TemplateSlug}/`;
}

export const TEMPLATES_ROUTE = '/getting-started/templates';

export const TEMPLATES: readonly TemplateInfo[] = [
  {
    slug: 'marketing-page',
    title: 'Marketing page',
    description:
      'A product landing page with a hero and email sign-up, features, steps, plans, questions and a footer.',
    sourcePath: 'src/templates/marketing-page/',
  },
  {
    slug: 'blog',
    title: 'Blog',
    description: 'A blog home with a featured post, category filters, a search field and a grid of post cards.',
    sourcePath: 'src/templates/blog/',
  },
  {
    slug: 'checkout',
    title: 'Checkout',
    description: 'A checkout in steps (shipping, payment, review) with validated forms and an order summary.',
    sourcePath: 'src/templates/checkout/',
  },
  {
    slug: 'dashboard',
    title: 'Dashboard',
    description: 'An admin dashboard with a navigation drawer, stat cards, an MUI X chart and an MUI X Data Grid.',
    sourcePath: 'src/templates/dashboard/',
  },
  {
    slug: 'pricing',
    title: 'Pricing',
    description: 'A pricing page with plan cards, a monthly or yearly billing switch and a feature comparison.',
    sourcePath: 'src/templates/pricing/',
  },
  {
    slug: 'sign-in',
    title: 'Sign-in',
    description: 'A centered sign-in form with email and password validation and a remember-me option.',
    sourcePath: 'src/templates/sign-in/',
  },
  {
    slug: 'sign-in-side',
    title: 'Sign-in side',
    description: 'A sign-in form beside a panel that presents the product, stacked on small screens.',
    sourcePath: 'src/templates/sign-in-side/',
  },
  {
    slug: 'sign-up',
    title: 'Sign-up',
    description: 'An account creation form with name, email and password validation.',
    sourcePath: 'src/templates/sign-up/',
  },
  {
    slug: 'sticky-footer',
    title: 'Sticky footer',
    description: 'A short page whose footer stays at the bottom of the window however little content there is.',
    sourcePath: 'src/templates/sticky-footer/',
  },
];

/** The route of a template's page. */
export function templateRoute(slug: TemplateSlug): string {
  return `${TEMPLATES_ROUTE}/${slug}`;
}

/** The template of a slug; throws on an unknown slug (a typo in a route file fails the build). */
export function templateOf(slug: TemplateSlug): TemplateInfo {
  const found = TEMPLATES.find((template) => template.slug === slug);
  if (!found) throw new Error(`Unknown template: ${slug}`);
  return found;
}
