/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import MaterialIconGallery from '.';

jest.mock(
  '@docusaurus/useGlobalData',
  () => () => ({
    'portal-material-icons': {
      default: { dataFolder: '/data/' },
    },
  }),
  { virtual: true },
);

const INDEX = { names: ['AlarmAdd', 'AlarmOn', 'Delete', 'GitHub'], themes: [31, 31, 31, 1] };
const CHUNKS: Record<string, unknown> = {
  '/data/index.json': INDEX,
  '/data/filled-0.json': {
    AlarmAdd: [['path', { d: 'M1 1z' }]],
    AlarmOn: [['path', { d: 'M2 2z' }]],
    Delete: [['path', { d: 'M3 3z' }]],
    GitHub: [['path', { d: 'M4 4z' }]],
  },
  '/data/outlined-0.json': {
    AlarmAddOutlined: [['path', { d: 'M5 5z' }]],
    AlarmOnOutlined: [['path', { d: 'M6 6z' }]],
    DeleteOutlined: [['path', { d: 'M7 7z' }]],
  },
};

beforeAll(() => {
  // The virtualizer writes the window's scroll position, which jsdom does not implement.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  global.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
});

beforeEach(() => {
  global.fetch = jest.fn((url: string) =>
    Promise.resolve({ ok: url in CHUNKS, status: url in CHUNKS ? 200 : 404, json: () => Promise.resolve(CHUNKS[url]) }),
  ) as unknown as typeof fetch;
});

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('MaterialIconGallery', () => {
  it('lists the icons of the index, filters them and switches the theme', async () => {
    render(<MaterialIconGallery />);
    await flush();
    await flush();
    expect(screen.getByRole('status')).toHaveTextContent('4 icons');
    const grid = screen.getByRole('grid', { name: 'Icons' });
    expect(within(grid).getByRole('button', { name: 'GitHub' })).toBeInTheDocument();
    // Drawn from the chunk once it has arrived.
    expect(within(grid).getByRole('button', { name: 'Delete' }).querySelector('svg path')).toHaveAttribute(
      'd',
      'M3 3z',
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search icons' }), { target: { value: 'alarm add' } });
    await flush();
    expect(screen.getByRole('status')).toHaveTextContent('1 icon');
    expect(
      within(grid)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['AlarmAdd']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Theme' }), { target: { value: 'Outlined' } });
    await flush();
    await flush();
    const outlined = within(grid).getByRole('button', { name: 'AlarmAddOutlined' });
    expect(outlined.querySelector('svg path')).toHaveAttribute('d', 'M5 5z');
    expect(global.fetch).toHaveBeenCalledWith('/data/outlined-0.json');

    fireEvent.click(outlined);
    const dialog = await screen.findByRole('dialog', { name: 'AlarmAddOutlined' });
    expect(dialog).toHaveTextContent("import AlarmAddOutlined from '@mui/icons-material/AlarmAddOutlined';");
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    render(<MaterialIconGallery />);
    await flush();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search icons' }), { target: { value: 'trash' } });
    await flush();
    expect(screen.getByRole('status')).toHaveTextContent('No icons match “trash”');
    expect(screen.queryAllByRole('gridcell')).toEqual([]);
  });
});
