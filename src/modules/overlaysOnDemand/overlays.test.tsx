/** @jest-environment jsdom */
import React, { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { GRID_ON_DEMAND, OVERLAY_REPLACEMENTS } from '../../../plugins/overlays-on-demand';
import * as PopperOnDemand from './Popper';
import * as PopperOriginal from '@mui/material/Popper';
import * as ModalOnDemand from './Modal';
import * as ModalOriginal from '@mui/material/Modal';
import * as MenuOnDemand from './Menu';
import * as MenuOriginal from '@mui/material/Menu';
import * as AutocompleteOnDemand from './GridAutocomplete';
import * as AutocompleteOriginal from '@mui/material/Autocomplete';
import * as ChipOnDemand from './GridChip';
import * as ChipOriginal from '@mui/material/Chip';
import * as FormControlLabelOnDemand from './GridFormControlLabel';
import * as FormControlLabelOriginal from '@mui/material/FormControlLabel';
import * as LinearProgressOnDemand from './GridLinearProgress';
import * as LinearProgressOriginal from '@mui/material/LinearProgress';
import * as CircularProgressOnDemand from './GridCircularProgress';
import * as CircularProgressOriginal from '@mui/material/CircularProgress';
import * as SkeletonOnDemand from './GridSkeleton';
import * as SkeletonOriginal from '@mui/material/Skeleton';
import * as ListItemIconOnDemand from './GridListItemIcon';
import * as ListItemIconOriginal from '@mui/material/ListItemIcon';
import * as ListItemTextOnDemand from './GridListItemText';
import * as ListItemTextOriginal from '@mui/material/ListItemText';

/** Each replacement and the MUI module it stands for, by the component's name. */
const REPLACED: Record<string, [object, object]> = {
  Popper: [PopperOnDemand, PopperOriginal],
  Modal: [ModalOnDemand, ModalOriginal],
  Menu: [MenuOnDemand, MenuOriginal],
  Autocomplete: [AutocompleteOnDemand, AutocompleteOriginal],
  Chip: [ChipOnDemand, ChipOriginal],
  FormControlLabel: [FormControlLabelOnDemand, FormControlLabelOriginal],
  LinearProgress: [LinearProgressOnDemand, LinearProgressOriginal],
  CircularProgress: [CircularProgressOnDemand, CircularProgressOriginal],
  Skeleton: [SkeletonOnDemand, SkeletonOriginal],
  ListItemIcon: [ListItemIconOnDemand, ListItemIconOriginal],
  ListItemText: [ListItemTextOnDemand, ListItemTextOriginal],
};

const exportNames = (module: object): string[] =>
  Object.keys(module)
    .filter((name) => name !== '__esModule')
    .sort();

describe('the replacement modules', () => {
  it('cover every component the plugin replaces, and no other', () => {
    const replaced = [
      ...OVERLAY_REPLACEMENTS.map(({ replacement }) => /entries\/(\w+)\.js$/.exec(replacement)?.[1]),
      ...Object.keys(GRID_ON_DEMAND).map((request) => request.replace('@mui/material/', '')),
    ];
    expect(replaced.sort()).toEqual(Object.keys(REPLACED).sort());
  });

  it.each(Object.keys(REPLACED))('%s exports what MUI’s module exports', (name) => {
    const [replacement, original] = REPLACED[name]!;
    expect(exportNames(replacement)).toEqual(exportNames(original));
    expect(['object', 'function']).toContain(typeof (replacement as { default?: unknown }).default);
  });
});

describe('a Menu loaded on first opening', () => {
  const Menu = MenuOnDemand.default;

  function Page(): React.JSX.Element {
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    return (
      <>
        <button type="button" onClick={(event) => setAnchor(event.currentTarget)}>
          Density
        </button>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          <MenuItem onClick={() => setAnchor(null)}>Compact</MenuItem>
          <MenuItem onClick={() => setAnchor(null)}>Comfortable</MenuItem>
        </Menu>
      </>
    );
  }

  it('opens with its first item focused, and closes', async () => {
    render(<Page />);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Density' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Compact'));
    expect(menu.textContent).toContain('Comfortable');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Compact' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});

describe("the grid's Autocomplete and its createFilterOptions", () => {
  const { default: Autocomplete, createFilterOptions } = AutocompleteOnDemand;
  // Made at module level, as the grid's filter input makes its filter.
  const filter = createFilterOptions<string>();

  it('filters with MUI’s own function once the Autocomplete has loaded', async () => {
    render(
      <Autocomplete
        open
        inputValue="des"
        options={['Engineering', 'Design', 'Sales']}
        filterOptions={filter}
        renderInput={(params) => <TextField {...params} label="Value" />}
      />,
    );
    expect(await screen.findByRole('combobox', { name: 'Value' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Design']));
  });
});
