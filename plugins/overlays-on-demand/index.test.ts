import fs from 'node:fs';
import path from 'node:path';
import overlaysOnDemandPlugin, {
  GRID_FILES,
  GRID_ON_DEMAND,
  OVERLAY_REPLACEMENTS,
  SELECT_MENU_REPLACEMENT,
  SELECT_MENU_REQUEST,
} from '.';

const siteDir = path.resolve(__dirname, '../..');
const material = path.join(siteDir, 'node_modules/@mui/material');

describe('the overlays replaced on every page', () => {
  it.each(OVERLAY_REPLACEMENTS.map((entry) => [entry.replacement, entry]))(
    '%s stands for the package entry, not for the file it loads',
    (_name, { resource, replacement }) => {
      const component = path.basename(replacement, '.js');
      expect(resource.test(path.join(material, component, 'index.js'))).toBe(true);
      // The replacement loads the component's own file: replacing that too would loop.
      expect(resource.test(path.join(material, component, `${component}.js`))).toBe(false);
      expect(resource.test(path.join(siteDir, 'src/modules/overlaysOnDemand', component, 'index.js'))).toBe(false);
      expect(fs.existsSync(path.join(siteDir, replacement))).toBe(true);
    },
  );

  it("answers Select's own import of its menu, which passes the package entry", () => {
    const selectInput = fs.readFileSync(path.join(material, 'Select/SelectInput.js'), 'utf8');
    const request = /import Menu from '([^']+)'/.exec(selectInput)?.[1];
    expect(request).toBeDefined();
    expect(SELECT_MENU_REQUEST.test(request!)).toBe(true);
    expect(SELECT_MENU_REQUEST.test('@mui/material/Menu/Menu')).toBe(false);
    expect(fs.existsSync(path.join(siteDir, SELECT_MENU_REPLACEMENT))).toBe(true);
  });
});

describe("the components replaced in the Data Grid's imports", () => {
  it("applies to the grid's files in every plan and to nothing else", () => {
    for (const file of [
      'node_modules/@mui/x-data-grid/components/panel/filterPanel/GridFilterInputMultipleValue.js',
      'node_modules/@mui/x-data-grid-pro/esm/components/GridColumnMenuPinningItem.js',
      'node_modules/@mui/x-data-grid-premium/esm/components/GridColumnMenuAggregationItem.js',
    ]) {
      expect(GRID_FILES.test(path.join(siteDir, file))).toBe(true);
    }
    expect(GRID_FILES.test(path.join(material, 'Autocomplete/Autocomplete.js'))).toBe(false);
    expect(GRID_FILES.test(path.join(siteDir, 'docs/x/react-data-grid/demos/BasicGrid.tsx'))).toBe(false);
  });

  it.each(Object.entries(GRID_ON_DEMAND))('%s: the grid imports it, and its replacement exists', (request, file) => {
    const gridDir = path.join(siteDir, 'node_modules/@mui/x-data-grid');
    const importers = (dir: string): boolean =>
      fs.readdirSync(dir, { withFileTypes: true }).some((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name !== 'node' && entry.name !== 'modern' && importers(full);
        return entry.name.endsWith('.js') && fs.readFileSync(full, 'utf8').includes(`from '${request}'`);
      });
    const proDir = path.join(siteDir, 'node_modules/@mui/x-data-grid-pro/esm');
    expect(importers(gridDir) || importers(proDir)).toBe(true);
    expect(fs.existsSync(path.join(siteDir, file))).toBe(true);
  });

  it('gives the bundler one replacement per overlay and an exact alias per grid component', () => {
    class Replacement {
      constructor(
        readonly resource: RegExp,
        readonly target: string,
      ) {}
    }
    const plugin = overlaysOnDemandPlugin({ siteDir });
    const utils = { currentBundler: { instance: { NormalModuleReplacementPlugin: Replacement } } };
    const config = (
      plugin.configureWebpack as unknown as (...args: unknown[]) => {
        plugins: Replacement[];
        module: { rules: { test: RegExp; resolve: { alias: Record<string, string> } }[] };
      }
    )({}, false, utils, {});
    expect(config.plugins.map((entry) => entry.target)).toEqual([
      ...OVERLAY_REPLACEMENTS.map(({ replacement }) => path.join(siteDir, replacement)),
      path.join(siteDir, SELECT_MENU_REPLACEMENT),
    ]);
    const [rule] = config.module.rules;
    expect(rule!.test).toBe(GRID_FILES);
    expect(Object.keys(rule!.resolve.alias)).toEqual(Object.keys(GRID_ON_DEMAND).map((request) => `${request}$`));
  });
});
