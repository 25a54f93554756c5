import { promises as fs, renameSync, writeFileSync } from 'node:fs';

/** The file a write goes to first, beside its target, named for this process. */
function temporaryOf(file: string): string {
  return `${file}.${process.pid}.tmp`;
}

/**
 * Writes a file whole, then puts it in place with a rename: a reader at the same time (another
 * plugin's post-build step, another build sharing a cache folder) sees the old file or the new one,
 * never half of it.
 */
export async function writeFileWhole(file: string, content: string | Uint8Array): Promise<void> {
  const temporary = temporaryOf(file);
  await fs.writeFile(temporary, content);
  await fs.rename(temporary, file);
}

/** `writeFileWhole`, for synchronous code. */
export function writeFileWholeSync(file: string, content: string | Uint8Array): void {
  const temporary = temporaryOf(file);
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}
