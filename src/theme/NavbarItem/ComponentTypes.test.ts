import ComponentTypes from './ComponentTypes';
import LanguageMenu from '@site/src/components/LanguageMenu';
import VersionMenu from '@site/src/components/VersionMenu';

// A function declaration: hoisted, so the mock factory below can use it before the imports run.
function mockDefault(): null {
  return null;
}
jest.mock(
  '@theme-original/NavbarItem/ComponentTypes',
  () => ({ __esModule: true, default: { default: mockDefault, search: mockDefault } }),
  {
    virtual: true,
  },
);
jest.mock('@site/src/components/LanguageMenu', () => ({ __esModule: true, default: () => null }));
jest.mock('@site/src/components/VersionMenu', () => ({ __esModule: true, default: () => null }));

describe('NavbarItem/ComponentTypes', () => {
  it("keeps Docusaurus's item types and adds the portal's version and language menus", () => {
    expect(ComponentTypes).toEqual({
      default: mockDefault,
      search: mockDefault,
      'custom-versionMenu': VersionMenu,
      'custom-languageMenu': LanguageMenu,
    });
  });
});
