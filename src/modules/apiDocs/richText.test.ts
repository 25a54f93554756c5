import { mapLinks, parseInline, parseRichText, plainText } from './richText';

const pages: Record<string, string> = {
  GridColDef: '/x/api/data-grid/grid-col-def',
  GridRowParams: '/x/api/data-grid/grid-row-params',
};
const linkName = (name: string): string | undefined => pages[name];

describe('parseInline', () => {
  it('reads code spans and links documented names in them', () => {
    expect(parseInline('Set `columns` to a `GridColDef` list.', linkName)).toEqual([
      'Set ',
      { code: 'columns' },
      ' to a ',
      { code: 'GridColDef', href: '/x/api/data-grid/grid-col-def' },
      ' list.',
    ]);
  });

  it('reads [[Name]] and {@link} references', () => {
    expect(parseInline('With [[GridRowParams]] and {@link GridCellParams}.', linkName)).toEqual([
      'With ',
      { code: 'GridRowParams', href: '/x/api/data-grid/grid-row-params' },
      ' and ',
      { code: 'GridCellParams' },
      '.',
    ]);
  });

  it('reads Markdown links, {@link url text} and bold text', () => {
    expect(
      parseInline(
        'See {@link https://mui.com/x/react-data-grid/ the docs} or [sorting](/x/react-data-grid/sorting/), **never**.',
        linkName,
      ),
    ).toEqual([
      'See ',
      { link: 'the docs', href: 'https://mui.com/x/react-data-grid/' },
      ' or ',
      { link: 'sorting', href: '/x/react-data-grid/sorting/' },
      ', ',
      { strong: 'never' },
      '.',
    ]);
  });
});

describe('parseRichText', () => {
  it('joins lines into paragraphs and splits on blank lines', () => {
    expect(parseRichText('First line\nsame paragraph.\n\nSecond one.', linkName)).toEqual([
      { p: ['First line same paragraph.'] },
      { p: ['Second one.'] },
    ]);
  });

  it('reads bulleted lists, with continuation lines', () => {
    expect(parseRichText('Values:\n- `a`: first\n  continued\n- b\nAfter.', linkName)).toEqual([
      { p: ['Values:'] },
      { ul: [[{ code: 'a' }, ': first continued'], ['b']] },
      { p: ['After.'] },
    ]);
  });

  it('makes a Markdown heading a bold paragraph of its own', () => {
    expect(parseRichText('Intro\n## ARIA\nUse `aria-busy`.\n#hashtag', linkName)).toEqual([
      { p: ['Intro'] },
      { p: [{ strong: 'ARIA' }] },
      { p: ['Use ', { code: 'aria-busy' }, '. #hashtag'] },
    ]);
  });

  it('drops control characters, which HTML forbids', () => {
    expect(parseRichText('If `!variant="scrollable"`\b\b\b.', linkName)).toEqual([
      { p: ['If ', { code: '!variant="scrollable"' }, '.'] },
    ]);
  });

  it('gives nothing for an empty comment', () => {
    expect(parseRichText('  \n', linkName)).toEqual([]);
  });
});

describe('plainText and mapLinks', () => {
  const rich = parseRichText('See [the guide](/x/guide/) and `GridColDef`.\n\n- **one**', linkName);

  it('flattens to text', () => {
    expect(plainText(rich)).toBe('See the guide and GridColDef. one');
  });

  it('rewrites link targets only', () => {
    const mapped = mapLinks(rich, (href) => `https://example.com${href}`);
    expect(mapped[0]).toEqual({
      p: [
        'See ',
        { link: 'the guide', href: 'https://example.com/x/guide/' },
        ' and ',
        { code: 'GridColDef', href: '/x/api/data-grid/grid-col-def' },
        '.',
      ],
    });
  });
});
