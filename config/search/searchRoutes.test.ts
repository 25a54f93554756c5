import path from 'node:path';
import { PAGE_INDEXED_SECTIONS, searchDocsRouteBasePaths, sectionsOf, sectionsOfFolder } from './searchRoutes';

const entry = (name: string, isDirectory = false) => ({ name, isDirectory });

describe('sectionsOf', () => {
  it('names folders and Markdown files by their route segment, sorted and once each', () => {
    expect(
      sectionsOf([
        entry('whats-new.mdx'),
        entry('react-data-grid', true),
        entry('introduction', true),
        entry('introduction.md'),
      ]),
    ).toEqual(['introduction', 'react-data-grid', 'whats-new']);
  });

  it('leaves out partials, hidden files, other files, a root index and the API reference', () => {
    expect(
      sectionsOf([
        entry('_shared', true),
        entry('.DS_Store'),
        entry('notes.txt'),
        entry('index.mdx'),
        entry('api', true),
        entry('api.mdx'),
        entry('guides', true),
      ]),
    ).toEqual(['guides']);
    expect(PAGE_INDEXED_SECTIONS).toEqual(['api']);
  });
});

describe('searchDocsRouteBasePaths', () => {
  it('prefixes each section with its area route, without slashes at the ends', () => {
    expect(
      searchDocsRouteBasePaths([
        { routeBasePath: '/', sections: ['components', 'getting-started'] },
        { routeBasePath: '/x/', sections: ['introduction', 'react-charts'] },
      ]),
    ).toEqual(['components', 'getting-started', 'x/introduction', 'x/react-charts']);
  });
});

describe('sectionsOfFolder', () => {
  it('reads the sections of the real docs folders', () => {
    const x = sectionsOfFolder(path.resolve(__dirname, '../../docs/x'));
    expect(x).toEqual(expect.arrayContaining(['introduction', 'react-data-grid', 'whats-new']));
    expect(x).not.toContain('api');
    expect(sectionsOfFolder(path.resolve(__dirname, '../../docs/core'))).toContain('getting-started');
  });
});
