import fs from 'node:fs';
import path from 'node:path';
import {
  COMPONENT_CREATOR_REPLACEMENT,
  COMPONENT_CREATOR_REQUEST,
  DOCUSAURUS_CLIENT_ENTRY,
  DOCUSAURUS_CLIENT_REPLACEMENT,
  DOCUSAURUS_CLIENT_REQUEST,
  MUI_CSS_VARS_PROVIDER_REQUEST,
  MUI_STYLES_FOLDER,
  MUI_CSS_VARS_PROVIDER_REPLACEMENT,
  PRISM_CLIENT_MODULE,
  PRISM_CLIENT_MODULE_REPLACEMENT,
  isRouteTable,
} from '.';

const siteDir = path.resolve(__dirname, '../..');
const themeLib = path.join(siteDir, 'node_modules/@docusaurus/theme-classic/lib');

describe('the Prism client module replaced', () => {
  it('is one the classic theme still lists among its client modules', () => {
    const theme = fs.readFileSync(path.join(themeLib, 'index.js'), 'utf8');
    expect(theme).toMatch(/getClientModules\(\)\s*{[^}]*'\.\/prism-include-languages'/);
    expect(PRISM_CLIENT_MODULE.test(path.join(themeLib, 'prism-include-languages.js'))).toBe(true);
  });

  it('is not the swizzlable registration itself, which the code block calls', () => {
    expect(PRISM_CLIENT_MODULE.test(path.join(themeLib, 'theme/prism-include-languages.js'))).toBe(false);
    const wrapper = fs.readFileSync(path.join(siteDir, 'src/theme/CodeBlock/Content/index.tsx'), 'utf8');
    expect(wrapper).toMatch(/require\('@theme\/prism-include-languages'\)/);
  });

  it('is answered by a module that registers nothing', () => {
    const replacement = fs.readFileSync(path.join(siteDir, PRISM_CLIENT_MODULE_REPLACEMENT), 'utf8');
    expect(replacement).not.toMatch(/\bimport\b[^;]*from/);
  });
});

describe('the route table’s ComponentCreator', () => {
  it('is the request Docusaurus writes into the generated route table', () => {
    const template = fs.readFileSync(
      path.join(siteDir, 'node_modules/@docusaurus/core/lib/server/codegen/codegenRoutes.js'),
      'utf8',
    );
    expect(template).toContain("import ComponentCreator from '@docusaurus/ComponentCreator';");
    expect(COMPONENT_CREATOR_REQUEST.test('@docusaurus/ComponentCreator')).toBe(true);
    expect(COMPONENT_CREATOR_REQUEST.test('@docusaurus/ComponentCreatorX')).toBe(false);
  });

  it('is redirected for the route table only, so the stand-in still reaches the original', () => {
    const generated = path.join(siteDir, '.docusaurus');
    expect(isRouteTable(path.join(generated, 'routes.js'), generated)).toBe(true);
    expect(isRouteTable(path.join(siteDir, COMPONENT_CREATOR_REPLACEMENT), generated)).toBe(false);
    expect(isRouteTable(path.join(generated, 'registry.js'), generated)).toBe(false);
  });
});

describe('Material UI’s CssVarsProvider module replaced', () => {
  const muiModule = path.join(siteDir, 'node_modules/@mui/material/styles/CssVarsProvider.js');
  const muiSource = fs.readFileSync(muiModule, 'utf8');

  it('is the file the styles entry re-exports, and still builds its default theme when evaluated', () => {
    expect(MUI_STYLES_FOLDER.test(path.dirname(muiModule))).toBe(true);
    expect(MUI_STYLES_FOLDER.test(path.join(siteDir, 'node_modules/@mui/system/styles'))).toBe(false);
    expect(MUI_CSS_VARS_PROVIDER_REQUEST.test('./CssVarsProvider')).toBe(true);
    expect(fs.readFileSync(path.join(siteDir, 'node_modules/@mui/material/styles/index.js'), 'utf8')).toContain(
      "export * from './CssVarsProvider';",
    );
    expect(muiSource).toMatch(/^const defaultTheme = experimental_extendTheme\(\);$/m);
  });

  it('exports the names the stand-in exports (its unit test checks the stand-in’s)', () => {
    const names = [
      ...[...muiSource.matchAll(/^export const (\w+)/gm)].map((match) => match[1]),
      ...[...muiSource.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) =>
        match[1].split(',').map((part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        ),
      ),
    ];
    expect(names.sort()).toEqual(['Experimental_CssVarsProvider', 'getInitColorSchemeScript', 'useColorScheme']);
    expect(fs.existsSync(path.join(siteDir, MUI_CSS_VARS_PROVIDER_REPLACEMENT))).toBe(true);
  });
});

describe('Docusaurus’s client object replaced', () => {
  const client = path.join(siteDir, 'node_modules/@docusaurus/core/lib/client');

  it('is what the client entry imports as ./docusaurus and puts on the window', () => {
    const entry = fs.readFileSync(path.join(client, 'clientEntry.js'), 'utf8');
    expect(entry).toContain("import docusaurus from './docusaurus';");
    expect(entry).toContain('window.docusaurus = docusaurus;');
    expect(DOCUSAURUS_CLIENT_ENTRY.test(path.join(client, 'clientEntry.js'))).toBe(true);
    expect(DOCUSAURUS_CLIENT_REQUEST.test('./docusaurus')).toBe(true);
    expect(DOCUSAURUS_CLIENT_REQUEST.test('./docusaurus-extra')).toBe(false);
  });

  it('is the object whose prefetch links call when they scroll into view (and whose preload they call on a pointer)', () => {
    const link = fs.readFileSync(path.join(client, 'exports/Link.js'), 'utf8');
    expect(link).toContain('window.docusaurus.prefetch(targetLink)');
    expect(link).toContain('window.docusaurus.preload(targetLink)');
    expect(fs.existsSync(path.join(siteDir, DOCUSAURUS_CLIENT_REPLACEMENT))).toBe(true);
  });
});
