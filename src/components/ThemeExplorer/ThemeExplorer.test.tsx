/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import ThemeExplorer from '.';
import ThemeTreeView from './ThemeTreeView';

const theme = createTheme({ palette: { primary: { main: '#0059b2' } } });

const tree = () => screen.getByRole('tree', { name: 'Theme' });
const item = (name: string | RegExp) => within(tree()).getByRole('treeitem', { name });
/** Clicks an item's row (its content), where the tree view listens, as a pointer would. */
const clickItem = (name: string | RegExp) => fireEvent.click(item(name).firstElementChild!);
const search = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search keys and values' }), { target: { value: text } });

describe('ThemeTreeView', () => {
  it('lists the top-level keys of the theme, closed, with functions named by their key', () => {
    render(<ThemeTreeView theme={theme} />);
    expect(screen.getByRole('status')).toHaveTextContent(`${Object.keys(theme).length} top-level keys`);
    expect(item(/^palette: \{…\} \d+ keys$/)).toHaveAttribute('aria-expanded', 'false');
    expect(item('spacing: function spacing()')).toBeInTheDocument();
    // Only the open levels are in the page.
    expect(within(tree()).queryByRole('treeitem', { name: /^primary/ })).not.toBeInTheDocument();
  });

  it('opens an object with ArrowRight and selects an entry to show its path', () => {
    render(<ThemeTreeView theme={theme} />);
    const palette = item(/^palette:/);
    act(() => palette.focus());
    fireEvent.keyDown(palette, { key: 'ArrowRight' });
    expect(palette).toHaveAttribute('aria-expanded', 'true');
    clickItem(/^primary:/);
    clickItem('main: "#0059b2"');
    const selected = screen.getByRole('group', { name: 'Selected entry' });
    expect(selected).toHaveTextContent('theme.palette.primary.main');
    expect(selected).toHaveTextContent('"#0059b2"');
  });

  it('narrows the tree to the matches of a search and opens the objects above them', async () => {
    render(<ThemeTreeView theme={theme} />);
    search('contrastThreshold');
    expect(await screen.findByText('1 match')).toBeInTheDocument();
    expect(item(/^palette:/)).toHaveAttribute('aria-expanded', 'true');
    expect(item('contrastThreshold: 3')).toBeInTheDocument();
    // Neither other top-level keys nor the palette's other entries are shown.
    expect(within(tree()).queryByRole('treeitem', { name: /^spacing/ })).not.toBeInTheDocument();
    expect(within(tree()).queryByRole('treeitem', { name: /^mode:/ })).not.toBeInTheDocument();

    search('primary');
    const matches = await screen.findByText(/^\d+ matches$/);
    expect(matches).toBeInTheDocument();
    expect(item(/^primary: \{…\}/)).toBeInTheDocument();
    expect(item(/^primary: "rgba/)).toBeInTheDocument();

    search('zzqx');
    expect(await screen.findByText('No key or value matches “zzqx”')).toBeInTheDocument();
    expect(within(tree()).queryAllByRole('treeitem')).toHaveLength(0);
  });

  it('says when a search has more matches than it shows', async () => {
    render(<ThemeTreeView theme={theme} matchLimit={3} />);
    search('main');
    expect(await screen.findByText(/^First 3 of \d+ matches$/)).toBeInTheDocument();
    expect(within(tree()).getAllByRole('treeitem', { name: /^main:/ })).toHaveLength(3);
  });

  it('copies the selected path', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    render(<ThemeTreeView theme={theme} />);
    clickItem(/^zIndex:/);
    clickItem('modal: 1300');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('theme.zIndex.modal');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});

describe('ThemeExplorer', () => {
  it('shows the theme of the nearest provider', () => {
    render(
      <ThemeProvider theme={createTheme({ palette: { mode: 'dark' } })}>
        <ThemeExplorer />
      </ThemeProvider>,
    );
    const region = screen.getByRole('region', { name: 'Theme explorer' });
    fireEvent.click(within(region).getByRole('treeitem', { name: /^palette:/ }).firstElementChild!);
    expect(within(region).getByRole('treeitem', { name: 'mode: "dark"' })).toBeInTheDocument();
  });
});
