/** @jest-environment jsdom */
/** The table/list of a section; the layout switch and its memory are also driven in Members.test.tsx. */
import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@site/src/data/constants';
import { collected } from '@site/test/mocks/useBrokenLinks';
import Entries from './Entries';

interface Row {
  name: string;
  kind: string;
}
const rows: Row[] = [
  { name: 'alpha', kind: 'A' },
  { name: 'beta', kind: 'B' },
];

function renderEntries(extra: Partial<React.ComponentProps<typeof Entries<Row>>> = {}) {
  return render(
    <Entries<Row>
      section="events"
      entries={rows}
      idOf={(row) => `row-${row.name}`}
      nameOf={(row) => row.name}
      columns={[{ title: 'Kind', render: (row) => row.kind }]}
      body={(row) => <p>About {row.name}</p>}
      widths={['30%', '30%', '40%']}
      {...extra}
    />,
  );
}

afterEach(() => window.localStorage.clear());

describe('<Entries>', () => {
  it('as a table: Name, the columns and Description, one anchored row per entry, anchors collected for the build', () => {
    collected.anchors.length = 0;
    renderEntries();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Kind',
      'Description',
    ]);
    const alpha = within(document.getElementById('row-alpha')!);
    expect(alpha.getByRole('link', { name: 'alpha' })).toHaveAttribute('href', '#row-alpha');
    expect(alpha.getByRole('link', { name: 'alpha' })).toHaveAttribute('title', 'Link to alpha');
    expect(alpha.getByRole('cell', { name: 'A' })).toBeInTheDocument();
    expect(alpha.getByText('About alpha')).toBeInTheDocument();
    expect(collected.anchors).toEqual(['row-alpha', 'row-beta']);
    expect(document.querySelectorAll('col')).toHaveLength(3);
  });

  it('takes another title for the name column, and shows the marks after the name', () => {
    renderEntries({ nameTitle: 'Event', marks: (row) => (row.name === 'beta' ? <span>Deprecated</span> : null) });
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Event');
    expect(within(document.getElementById('row-beta')!).getByText('Deprecated')).toBeInTheDocument();
    expect(within(document.getElementById('row-alpha')!).queryByText('Deprecated')).not.toBeInTheDocument();
    // The name cell holds the link and the marks themselves, with no wrapper to restyle.
    const nameCell = document.querySelector('#row-beta > th')!;
    expect(Array.from(nameCell.children).map((child) => child.tagName)).toEqual(['A', 'SPAN']);
    // The link is in code font itself (styles.anchor), with no <code> inside it to restyle.
    const link = nameCell.querySelector('a')!;
    expect(link).toHaveClass('anchor');
    expect(link.innerHTML).toBe('beta');
  });

  it('as a list: each entry with its anchor, its facts as terms and the body', () => {
    window.localStorage.setItem(STORAGE_KEYS.apiLayout, JSON.stringify({ events: 'list' }));
    renderEntries();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const beta = within(document.getElementById('row-beta')!);
    expect(beta.getByRole('term')).toHaveTextContent('Kind');
    expect(beta.getByRole('definition')).toHaveTextContent('B');
    expect(beta.getByText('About beta')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
