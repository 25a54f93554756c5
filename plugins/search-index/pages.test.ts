import { isIndexedFile, urlOfFile } from './pages';

describe('isIndexedFile', () => {
  it('keeps the locale’s own pages: docs, API pages, blog, standalone pages, the home page', () => {
    for (const file of [
      'x/introduction.html',
      'x/api/data-grid/data-grid.html',
      'blog/2024-07-01-v7.html',
      'versions.html',
      'index.html',
    ]) {
      expect(isIndexedFile(file, ['zh'])).toBe(true);
    }
  });

  it('leaves out other locales’ folders, the 404 and search pages, the bundle itself and non-HTML files', () => {
    expect(isIndexedFile('zh/x/introduction.html', ['zh'])).toBe(false);
    expect(isIndexedFile('zh.html', ['zh'])).toBe(true);
    expect(isIndexedFile('404.html', ['zh'])).toBe(false);
    expect(isIndexedFile('search.html', [])).toBe(false);
    expect(isIndexedFile('search/index.html', [])).toBe(false);
    expect(isIndexedFile('pagefind/playground/index.html', [])).toBe(false);
    expect(isIndexedFile('x/sw.js', [])).toBe(false);
    expect(isIndexedFile('sitemap.xml', [])).toBe(false);
  });
});

describe('urlOfFile', () => {
  it('drops .html and index.html as the site links its pages, under the locale’s base URL', () => {
    expect(urlOfFile('x/introduction.html', '/')).toBe('/x/introduction');
    expect(urlOfFile('x/introduction.html', '/zh/')).toBe('/zh/x/introduction');
    expect(urlOfFile('index.html', '/zh/')).toBe('/zh/');
    expect(urlOfFile('index.html', '/')).toBe('/');
    expect(urlOfFile('blog/index.html', '/')).toBe('/blog/');
    expect(urlOfFile('versions.html', '/zh')).toBe('/zh/versions');
  });
});
