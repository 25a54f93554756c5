import { minify_sync as minifySync } from 'terser';

/**
 * A `<head>` script in as few bytes as Terser makes it. Each such script sits in every page of the
 * site, and the build's per-page HTML minifier is off (plugins/html-minifier-skip): minifying the
 * script once here gives the pages the bytes the minifier took off it, for one Terser run per build
 * instead of one per page. A script Terser cannot read fails the build, saying so.
 */
export function minifiedScript(source: string): string {
  let code: string | undefined;
  try {
    code = minifySync(source, { compress: true, mangle: true, format: { comments: false } }).code;
  } catch (error) {
    throw new Error(`[inline-scripts] a <head> script could not be minified: ${(error as Error).message}`);
  }
  if (!code) throw new Error('[inline-scripts] a <head> script minified to nothing');
  return code;
}
