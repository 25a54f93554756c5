import type { Compiler, RuntimeModule } from 'webpack';

const NAME = 'portal-compilation-release';

/** The fields through which a runtime module added from JavaScript reaches its compilation. */
type Attached = { compilation?: unknown; chunk?: unknown; chunkGraph?: unknown };

/**
 * Lets a closed compiler's compilation be collected (issue 24, the cold build's peak memory).
 *
 * Rspack 1.7 keeps every runtime module added from JavaScript for the life of the process, and such a
 * module holds its compilation, so each compilation of a build outlived its compiler with all the
 * native memory behind it (facebook/docusaurus#10944; fixed in Rspack 2.1.8, but Docusaurus 3.10
 * takes ^1.7.10). Docusaurus adds one to every runtime chunk, so the second locale of a build compiled
 * beside the whole of the first. The modules added through `compilation.addRuntimeModule` are noted,
 * and when the compiler shuts down (after its run: nothing generates them again) they let go of their
 * compilation, chunk and chunk graph; `onShutdown` then runs.
 */
export class ReleaseRuntimeModulesPlugin {
  constructor(private readonly onShutdown: () => void = () => undefined) {}

  apply(compiler: Compiler): void {
    const added = new Set<RuntimeModule>();
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const addRuntimeModule = compilation.addRuntimeModule;
      compilation.addRuntimeModule = function noted(this: typeof compilation, chunk, module) {
        added.add(module);
        return addRuntimeModule.call(this, chunk, module);
      };
    });
    compiler.hooks.shutdown.tap(NAME, () => {
      for (const module of added) {
        const attached = module as unknown as Attached;
        attached.compilation = undefined;
        attached.chunk = undefined;
        attached.chunkGraph = undefined;
      }
      added.clear();
      this.onShutdown();
    });
  }
}
