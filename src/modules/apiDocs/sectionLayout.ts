import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '@site/src/data/constants';
import { browserStorage, type StorageLike } from '../preferences/displayStorage';

/** How an API page section shows its entries. */
export type SectionLayout = 'table' | 'list';
export const SECTION_LAYOUTS: readonly SectionLayout[] = ['table', 'list'];
export const DEFAULT_SECTION_LAYOUT: SectionLayout = 'table';

/** The sections that have a layout switch; each remembers its own choice. */
export type LayoutSection = 'props' | 'slots' | 'classes' | 'members' | 'events';

export type SectionLayouts = Partial<Record<LayoutSection, SectionLayout>>;

function isLayout(value: unknown): value is SectionLayout {
  return value === 'table' || value === 'list';
}

/** The stored choices; anything unreadable (blocked storage, bad JSON, unknown values) is left out. */
export function readSectionLayouts(storage: StorageLike | null): SectionLayouts {
  let raw: string | null = null;
  try {
    raw = storage ? storage.getItem(STORAGE_KEYS.apiLayout) : null;
  } catch {
    return {};
  }
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const layouts: SectionLayouts = {};
  for (const [section, layout] of Object.entries(parsed as Record<string, unknown>)) {
    if (isLayout(layout)) layouts[section as LayoutSection] = layout;
  }
  return layouts;
}

export function sectionLayout(layouts: SectionLayouts, section: LayoutSection): SectionLayout {
  return layouts[section] ?? DEFAULT_SECTION_LAYOUT;
}

/** Stores one section's choice next to the others; storage failures are ignored. */
export function writeSectionLayout(storage: StorageLike | null, section: LayoutSection, layout: SectionLayout): void {
  if (!storage) return;
  try {
    storage.setItem(STORAGE_KEYS.apiLayout, JSON.stringify({ ...readSectionLayouts(storage), [section]: layout }));
  } catch {
    // Quota or blocked storage: the choice lasts for this page only.
  }
}

/**
 * A section's layout and its setter. The first render uses the default, like the server render, and
 * the stored choice is read right after hydration, so hydration never mismatches.
 */
export function useSectionLayout(section: LayoutSection): [SectionLayout, (layout: SectionLayout) => void] {
  const [layout, setLayout] = useState<SectionLayout>(DEFAULT_SECTION_LAYOUT);
  useEffect(() => {
    setLayout(sectionLayout(readSectionLayouts(browserStorage()), section));
  }, [section]);
  const choose = useCallback(
    (next: SectionLayout) => {
      setLayout(next);
      writeSectionLayout(browserStorage(), section, next);
    },
    [section],
  );
  return [layout, choose];
}
