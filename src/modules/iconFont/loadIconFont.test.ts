/** @jest-environment jsdom */
import { loadIconFont } from './loadIconFont';

const links = () => Array.from(document.head.querySelectorAll('link'));

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('loadIconFont', () => {
  it('adds one stylesheet link with the given address', () => {
    expect(loadIconFont('/fonts/material-icons/material-icons.css')).toBe(true);
    expect(links()).toHaveLength(1);
    const link = links()[0]!;
    expect(link.rel).toBe('stylesheet');
    expect(link.getAttribute('href')).toBe('/fonts/material-icons/material-icons.css');
    expect(link.parentElement).toBe(document.head);
  });

  it('adds nothing on a second call, even with another address', () => {
    expect(loadIconFont('/icons.css')).toBe(true);
    expect(loadIconFont('/icons.css')).toBe(false);
    expect(loadIconFont('http://127.0.0.1:4100/other.css')).toBe(false);
    expect(links()).toHaveLength(1);
    expect(links()[0]!.getAttribute('href')).toBe('/icons.css');
  });

  it("adds nothing when the page's server HTML already links the font in its body", () => {
    document.body.innerHTML = '<link rel="stylesheet" href="/icons.css" data-icon-font="">';
    expect(loadIconFont('/icons.css')).toBe(false);
    expect(links()).toHaveLength(0);
  });

  it('adds nothing for an empty address', () => {
    expect(loadIconFont('')).toBe(false);
    expect(links()).toHaveLength(0);
    // …and a later real address is still loaded.
    expect(loadIconFont('/icons.css')).toBe(true);
    expect(links()).toHaveLength(1);
  });

  it('does not count other stylesheets as the icon font', () => {
    const other = document.createElement('link');
    other.rel = 'stylesheet';
    other.href = '/styles.css';
    document.head.appendChild(other);
    expect(loadIconFont('/icons.css')).toBe(true);
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['/styles.css', '/icons.css']);
  });

  it('works on the document it is given', () => {
    const doc = document.implementation.createHTMLDocument('other');
    expect(loadIconFont('/icons.css', doc)).toBe(true);
    expect(doc.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    expect(links()).toHaveLength(0);
    expect(loadIconFont('/icons.css', doc)).toBe(false);
  });
});
