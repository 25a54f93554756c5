import { STORAGE_KEYS } from '@site/src/data/constants';
import type { StorageLike } from '@site/src/modules/preferences/displayStorage';

export interface StoredDisplay {
  direction?: string;
  dense?: boolean;
  spacing?: number;
  colors?: Record<string, { main: string }>;
}

/** An in-memory localStorage for unit tests, with a reader for the stored display preferences. */
export class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.items.set(key, value);
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  /** The JSON under the display key, or null when nothing is stored. */
  display(): StoredDisplay | null {
    const raw = this.getItem(STORAGE_KEYS.display);
    return raw === null ? null : (JSON.parse(raw) as StoredDisplay);
  }
}
