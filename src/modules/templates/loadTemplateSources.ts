import type { TemplateSourceFile } from './sourceFiles';

/**
 * The files of one template, from the data module the template-sources plugin writes for it (one
 * chunk per template, fetched on this call only). The path must be spelled out here, not built from
 * constants: the bundler makes its set of chunks from this pattern.
 */
export async function loadTemplateSources(slug: string): Promise<readonly TemplateSourceFile[]> {
  const data = (await import(`@generated/portal-template-sources/default/template-${slug}.json`)) as {
    default: readonly TemplateSourceFile[];
  };
  return data.default;
}
