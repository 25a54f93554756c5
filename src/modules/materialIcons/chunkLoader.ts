import { chunkFileName, type IconChunk, type IconTheme } from './names';

export type FetchJson = (url: string) => Promise<unknown>;

export const fetchJson: FetchJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json() as Promise<unknown>;
};

/**
 * Loads a theme's data chunks once each (notes/icon-gallery.md). A failed chunk is forgotten, so the
 * next time its icons are on screen it is asked for again.
 */
export function createChunkLoader(folderUrl: string, load: FetchJson = fetchJson) {
  const pending = new Map<string, Promise<IconChunk>>();
  const done = new Map<string, IconChunk>();
  return {
    /** The chunk when it has arrived, else undefined. */
    peek(theme: IconTheme, chunk: number): IconChunk | undefined {
      return done.get(chunkFileName(theme, chunk));
    },
    load(theme: IconTheme, chunk: number): Promise<IconChunk> {
      const file = chunkFileName(theme, chunk);
      const known = pending.get(file);
      if (known) return known;
      const request = load(folderUrl + file).then(
        (value) => {
          const data = value as IconChunk;
          done.set(file, data);
          return data;
        },
        (error: unknown) => {
          pending.delete(file);
          throw error;
        },
      );
      pending.set(file, request);
      return request;
    },
  };
}

export type ChunkLoader = ReturnType<typeof createChunkLoader>;
