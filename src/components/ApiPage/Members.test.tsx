/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@site/src/data/constants';
import type { ApiMember } from '@site/src/types/apiDocs';
import { collected } from '@site/test/mocks/useBrokenLinks';
import Members from './Members';

const members: ApiMember[] = [
  {
    name: 'columns',
    type: ['readonly ', { name: 'GridColDef', href: '/x/api/data-grid/grid-col-def' }, '<R>[]'],
    description: [{ p: ['Set of columns.'] }],
    required: true,
    declaredIn: 'DataGridPropsWithoutDefaultValue',
  },
  {
    name: 'onRowClick',
    type: ["GridEventListener<'rowClick'>"],
    description: [{ p: ['Callback fired when a row is clicked.'] }],
    required: false,
    signature: {
      params: [
        {
          name: 'params',
          type: [{ name: 'GridRowParams', href: '/x/api/data-grid/grid-row-params' }],
          description: [{ p: ['The row.'] }],
        },
      ],
      returns: { type: ['void'] },
    },
    declaredIn: 'DataGridPropsWithoutDefaultValue',
  },
  {
    name: 'treeData',
    type: ['boolean'],
    description: [],
    required: false,
    default: 'false',
    deprecated: [{ p: ['Use ', { code: 'rowGrouping' }, '.'] }],
    plan: 'pro',
    declaredIn: 'DataGridProPropsWithDefaultValue',
  },
];

describe('<Members>', () => {
  afterEach(() => window.localStorage.clear());

  it('shows a table with anchors, types linking to their pages, defaults and marks', () => {
    render(<Members section="props" members={members} />);
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.id)).toEqual(['', 'prop-columns', 'prop-onRowClick', 'prop-treeData']);
    const columns = within(rows[1]);
    expect(columns.getByRole('link', { name: 'columns' })).toHaveAttribute('href', '#prop-columns');
    expect(columns.getByText('Required')).toBeInTheDocument();
    expect(columns.getByRole('link', { name: 'GridColDef' })).toHaveAttribute('href', '/x/api/data-grid/grid-col-def');
    expect(within(rows[2]).getByText(/^function\(/)).toHaveTextContent('function(params: GridRowParams) => void');
    const treeData = within(rows[3]);
    expect(treeData.getByRole('img', { name: 'Pro plan' })).toBeInTheDocument();
    expect(treeData.getAllByText('Deprecated')).toHaveLength(2);
    expect(treeData.getByRole('cell', { name: 'false' })).toHaveClass('codeCell');
    expect(treeData.getByRole('cell', { name: 'boolean' })).toHaveClass('codeCell');
    expect(columns.getByRole('cell', { name: 'none' })).toHaveClass('muted');
    expect(collected.anchors).toEqual(expect.arrayContaining(['prop-columns', 'prop-onRowClick', 'prop-treeData']));
  });

  it('switches to a list with the same anchors and remembers it for the section', () => {
    render(<Members section="props" members={members} />);
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      screen
        .getAllByRole('listitem')
        .filter((item) => item.id)
        .map((item) => item.id),
    ).toEqual(['prop-columns', 'prop-onRowClick', 'prop-treeData']);
    // The facts keep their look as terms: the type in code font, a missing default muted.
    const columns = within(document.getElementById('prop-columns')!);
    const [type, fallback] = columns.getAllByRole('definition');
    expect(type).toHaveTextContent('readonly GridColDef<R>[]');
    expect(type).toHaveClass('codeCell');
    expect(fallback).toHaveTextContent('none');
    expect(fallback).toHaveClass('muted');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.apiLayout) ?? '{}')).toEqual({ props: 'list' });
  });

  it('starts from the stored layout of its own section only', () => {
    window.localStorage.setItem(STORAGE_KEYS.apiLayout, JSON.stringify({ members: 'list' }));
    const { unmount } = render(<Members section="props" members={members} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    unmount();
    render(<Members section="members" members={members} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(document.getElementById('property-columns')).not.toBeNull();
  });
});
