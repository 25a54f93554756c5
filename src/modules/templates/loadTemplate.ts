import type React from 'react';

/**
 * A template's page component (the default export of `src/templates/<slug>/index.tsx`), loaded on
 * demand: each template is a chunk of its own, which the templates page fetches only for the
 * previews a reader scrolls to. The path is spelled out here: the bundler makes its set of chunks
 * from this pattern.
 */
export async function loadTemplate(slug: string): Promise<{ default: React.ComponentType }> {
  return (await import(`@site/src/templates/${slug}/index.tsx`)) as { default: React.ComponentType };
}
