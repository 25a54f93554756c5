/** @jest-environment jsdom */
import { repairSearchBar } from './searchBarA11y';

const labels = { input: '搜索文档', clear: '清除搜索' };

/** The DOM autocomplete.js builds around the plugin's input once results are shown. */
function searchBox(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <div class="navbar__search">
      <span class="searchBar">
        <input class="navbar__search-input" aria-label="Search" role="combobox" aria-expanded="true" aria-owns="listbox-0">
        <span role="listbox" id="listbox-0">
          <div class="dataset">
            <span class="suggestions">
              <div role="option" id="o1">Licensing</div>
              <div role="option" id="o2">Installation</div>
            </span>
            <div class="footer"><a href="/search?q=licence&amp;ctx=x">See all results</a></div>
          </div>
        </span>
      </span>
      <button>✕</button>
    </div>`;
  return root;
}

describe('repairSearchBar', () => {
  it('names the input in the page language and points it at its list', () => {
    const root = searchBox();
    repairSearchBar(root, labels);
    const input = root.querySelector('input') as HTMLInputElement;
    expect(input.getAttribute('aria-label')).toBe('搜索文档');
    expect(input.getAttribute('aria-controls')).toBe('listbox-0');
  });

  it('names the clear button and keeps it from submitting forms', () => {
    const root = searchBox();
    repairSearchBar(root, labels);
    const button = root.querySelector('button') as HTMLButtonElement;
    expect(button.getAttribute('aria-label')).toBe('清除搜索');
    expect(button.type).toBe('button');
  });

  it('makes the wrappers inside the listbox presentational and the footer link an option', () => {
    const root = searchBox();
    repairSearchBar(root, labels);
    expect(root.querySelector('.dataset')?.getAttribute('role')).toBe('presentation');
    expect(root.querySelector('.suggestions')?.getAttribute('role')).toBe('presentation');
    expect(root.querySelector('.footer')?.getAttribute('role')).toBe('presentation');
    expect(
      Array.from(root.querySelectorAll('[role="option"]')).map((option) => option.id || option.textContent),
    ).toEqual(['o1', 'o2', 'See all results']);
  });

  it('changes nothing the second time, so an observer of the box settles', () => {
    const root = searchBox();
    repairSearchBar(root, labels);
    const mutations: MutationRecord[] = [];
    const observer = new MutationObserver((records) => mutations.push(...records));
    observer.observe(root, { subtree: true, attributes: true, childList: true });
    repairSearchBar(root, labels);
    mutations.push(...observer.takeRecords());
    observer.disconnect();
    expect(mutations).toEqual([]);
  });

  it('copes with a box that has no widget yet (server render, index not loaded)', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="navbar__search"><input class="navbar__search-input" aria-label="Search"></div>';
    repairSearchBar(root, labels);
    expect(root.querySelector('input')?.getAttribute('aria-label')).toBe('搜索文档');
    expect(root.querySelector('input')?.hasAttribute('aria-controls')).toBe(false);
  });
});
