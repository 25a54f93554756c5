/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import RichText, { InlineText } from './RichText';

describe('<InlineText>', () => {
  it('renders text, code (linked when it names a page), bold and links', () => {
    const { container } = render(
      <p>
        <InlineText
          parts={[
            'See ',
            { code: 'GridColDef', href: '/x/api/data-grid/grid-col-def' },
            ' and ',
            { code: 'rows' },
            ', ',
            { strong: 'always' },
            ' ',
            { link: 'the guide', href: '/x/react-data-grid' },
          ]}
        />
      </p>,
    );
    expect(container.textContent).toBe('See GridColDef and rows, always the guide');
    expect(screen.getByRole('link', { name: 'GridColDef' })).toHaveAttribute('href', '/x/api/data-grid/grid-col-def');
    expect(screen.getByText('GridColDef').tagName).toBe('CODE');
    expect(screen.getByText('rows').tagName).toBe('CODE');
    expect(screen.getByText('rows').closest('a')).toBeNull();
    expect(screen.getByText('always').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', '/x/react-data-grid');
  });
});

describe('<RichText>', () => {
  it('renders paragraphs and bulleted lists in a wrapper with the given class', () => {
    const { container } = render(<RichText className="description" text={[{ p: ['One.'] }, { ul: [['a'], ['b']] }]} />);
    expect(container.firstChild).toHaveClass('description');
    expect(screen.getByText('One.').tagName).toBe('P');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b']);
  });

  it('flat: a single paragraph is its text alone, with no wrapper and no paragraph around it', () => {
    const { container } = render(
      <td>
        <RichText flat className="description" text={[{ p: ['Uses ', { code: 'rows' }, '.'] }]} />
      </td>,
      { container: document.body.appendChild(document.createElement('tr')) },
    );
    expect(container.innerHTML).toBe('<td>Uses <code>rows</code>.</td>');
  });

  it('flat: a description of more than one block keeps its wrapper and paragraphs', () => {
    const { container } = render(<RichText flat className="description" text={[{ p: ['One.'] }, { p: ['Two.'] }]} />);
    expect(container.firstChild).toHaveClass('description');
    expect(screen.getByText('Two.').tagName).toBe('P');
  });

  it('flat: a lone list keeps its wrapper', () => {
    const { container } = render(<RichText flat className="description" text={[{ ul: [['a']] }]} />);
    expect(container.querySelector('div.description > ul > li')).toHaveTextContent('a');
  });

  it('renders nothing for an empty description', () => {
    expect(render(<RichText text={[]} className="description" />).container).toBeEmptyDOMElement();
  });
});
