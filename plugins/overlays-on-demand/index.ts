import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Overlays whose code the site loads on first opening instead of with the page: every import of one
 * of these MUI modules, relative ones inside MUI included (Tooltip's `../Popper`, Select's `../Menu`),
 * is answered with the module beside it under src/modules/overlaysOnDemand, which renders nothing
 * until the overlay opens and then the real component. What it bought: notes/performance.md.
 */
export interface OverlayReplacement {
  /** The resolved MUI file that is replaced (its package entry, `<Component>/index.js`). */
  readonly resource: RegExp;
  /** The replacement, relative to the site's root. */
  readonly replacement: string;
}

const muiEntry = (component: string): RegExp =>
  new RegExp(`[\\\\/]node_modules[\\\\/]@mui[\\\\/]material[\\\\/]${component}[\\\\/]index\\.js$`);

export const OVERLAY_REPLACEMENTS: readonly OverlayReplacement[] = [
  { resource: muiEntry('Popper'), replacement: 'src/modules/overlaysOnDemand/entries/Popper.js' },
  { resource: muiEntry('Modal'), replacement: 'src/modules/overlaysOnDemand/entries/Modal.js' },
  { resource: muiEntry('Menu'), replacement: 'src/modules/overlaysOnDemand/entries/Menu.js' },
];

/**
 * Select imports its menu as `../Menu/Menu`, past the package entry: that request (Select's only, in
 * every package the site bundles) is answered before resolution with the same replacement.
 */
export const SELECT_MENU_REQUEST = /^\.\.\/Menu\/Menu$/;
export const SELECT_MENU_REPLACEMENT = 'src/modules/overlaysOnDemand/Menu.tsx';

/**
 * Components the Data Grid imports but draws only in what a reader opens (the "is any of" filter
 * input and its chips, the columns panel's switches, its menus' items) or while it loads: answered so
 * in the grid's own imports only, because the same components elsewhere on a page are on screen from
 * the first paint.
 */
export const GRID_FILES = /[\\/]node_modules[\\/]@mui[\\/]x-data-grid(?:-pro|-premium)?[\\/].*\.js$/;
export const GRID_ON_DEMAND: Readonly<Record<string, string>> = {
  '@mui/material/Autocomplete': 'src/modules/overlaysOnDemand/GridAutocomplete.tsx',
  '@mui/material/Chip': 'src/modules/overlaysOnDemand/GridChip.tsx',
  '@mui/material/FormControlLabel': 'src/modules/overlaysOnDemand/GridFormControlLabel.tsx',
  '@mui/material/LinearProgress': 'src/modules/overlaysOnDemand/GridLinearProgress.tsx',
  '@mui/material/CircularProgress': 'src/modules/overlaysOnDemand/GridCircularProgress.tsx',
  '@mui/material/Skeleton': 'src/modules/overlaysOnDemand/GridSkeleton.tsx',
  '@mui/material/ListItemIcon': 'src/modules/overlaysOnDemand/GridListItemIcon.tsx',
  '@mui/material/ListItemText': 'src/modules/overlaysOnDemand/GridListItemText.tsx',
};

export default function overlaysOnDemandPlugin(context: { siteDir: string }): Plugin {
  return {
    name: 'portal-overlays-on-demand',
    configureWebpack(_config, _isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        plugins: [
          ...OVERLAY_REPLACEMENTS.map(
            ({ resource, replacement }) =>
              new NormalModuleReplacementPlugin(resource, path.join(context.siteDir, replacement)),
          ),
          new NormalModuleReplacementPlugin(SELECT_MENU_REQUEST, path.join(context.siteDir, SELECT_MENU_REPLACEMENT)),
        ],
        module: {
          rules: [
            {
              test: GRID_FILES,
              resolve: {
                alias: Object.fromEntries(
                  Object.entries(GRID_ON_DEMAND).map(([request, file]) => [
                    `${request}$`,
                    path.join(context.siteDir, file),
                  ]),
                ),
              },
            },
          ],
        },
      };
    },
  };
}
