// Compiles MDX strings with @mdx-js/mdx and remarkDemo (or remarkCodeVariants), in a plain Node process: @mdx-js/mdx is
// ESM only, which Jest (CommonJS, no --experimental-vm-modules) cannot load. remarkDemo.ts is
// loaded through jiti, as Docusaurus loads docusaurus.config.ts and what it imports.
// Input (stdin): [{ value, path?, options?, plugin?: 'demo' | 'codeVariants' }].
// Output (stdout): [{ code } | { error }].
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { compile } from '@mdx-js/mdx';

const here = fileURLToPath(import.meta.url);
const jiti = createRequire(here)('jiti')(here, { interopDefault: true });
const plugins = { demo: jiti('../remarkDemo.ts'), codeVariants: jiti('../remarkCodeVariants.ts') };

let input = '';
for await (const chunk of process.stdin) input += chunk;

const results = [];
for (const { value, path, options, plugin = 'demo' } of JSON.parse(input)) {
  try {
    const remarkPlugin = plugins[plugin];
    const file = await compile(path ? { value, path } : value, {
      remarkPlugins: [options ? [remarkPlugin, options] : remarkPlugin],
    });
    results.push({ code: String(file) });
  } catch (error) {
    results.push({ error: { message: error.message, file: error.file, line: error.line, column: error.column } });
  }
}
process.stdout.write(JSON.stringify(results));
