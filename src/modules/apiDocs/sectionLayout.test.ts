/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { STORAGE_KEYS } from '@site/src/data/constants';
import { MemoryStorage } from '@site/test/support/memoryStorage';
import type { StorageLike } from '../preferences/displayStorage';
import { readSectionLayouts, sectionLayout, useSectionLayout, writeSectionLayout } from './sectionLayout';

const stored = (raw: string) => new MemoryStorage({ [STORAGE_KEYS.apiLayout]: raw });

const blocked: StorageLike = {
  getItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem() {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
  removeItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

describe('section layouts in storage', () => {
  it('reads each section on its own', () => {
    const layouts = readSectionLayouts(stored('{"props":"list","slots":"table"}'));
    expect(sectionLayout(layouts, 'props')).toBe('list');
    expect(sectionLayout(layouts, 'slots')).toBe('table');
    expect(sectionLayout(layouts, 'classes')).toBe('table');
  });

  it.each(['not json', '[]', 'null', '{"props":"grid","slots":42}'])('falls back to tables for %s', (raw) => {
    const layouts = readSectionLayouts(stored(raw));
    expect(sectionLayout(layouts, 'props')).toBe('table');
    expect(sectionLayout(layouts, 'slots')).toBe('table');
  });

  it('survives blocked storage', () => {
    expect(readSectionLayouts(blocked)).toEqual({});
    expect(() => writeSectionLayout(blocked, 'props', 'list')).not.toThrow();
    expect(readSectionLayouts(null)).toEqual({});
  });

  it('writes one section and keeps the others', () => {
    const storage = stored('{"slots":"list"}');
    writeSectionLayout(storage, 'props', 'list');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.apiLayout) ?? '')).toEqual({ slots: 'list', props: 'list' });
  });

  it('replaces a corrupt value when writing', () => {
    const storage = stored('{oops');
    writeSectionLayout(storage, 'classes', 'list');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.apiLayout) ?? '')).toEqual({ classes: 'list' });
  });
});

describe('useSectionLayout', () => {
  afterEach(() => window.localStorage.clear());

  it('starts from the stored choice after mount and remembers a new one', () => {
    window.localStorage.setItem(STORAGE_KEYS.apiLayout, JSON.stringify({ props: 'list' }));
    const { result } = renderHook(() => useSectionLayout('props'));
    expect(result.current[0]).toBe('list');
    act(() => result.current[1]('table'));
    expect(result.current[0]).toBe('table');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.apiLayout) ?? '')).toEqual({ props: 'table' });
  });

  it('uses a table when nothing is stored', () => {
    const { result } = renderHook(() => useSectionLayout('slots'));
    expect(result.current[0]).toBe('table');
  });
});
