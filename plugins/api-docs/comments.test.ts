import type { SymbolDocs } from './declarations';
import { deprecationOf, descriptionOf, isHidden, splitComponentComment } from './comments';

const docs = (text: string, tags: Record<string, string[]> = {}): SymbolDocs => ({
  text,
  tags: new Map(Object.entries(tags)),
  params: new Map(),
});
const noLinks = (): undefined => undefined;

describe('component comments', () => {
  it('splits the Demos and API lists off a component comment', () => {
    const text =
      'Shows data.\n\nDemos:\n\n- [Grid](https://mui.com/x/react-data-grid/demo/)\n\nAPI:\n\n- [Grid API](https://mui.com/x/api/data-grid/data-grid/)';
    expect(splitComponentComment(text)).toEqual({
      description: 'Shows data.',
      demoLinks: ['https://mui.com/x/react-data-grid/demo/'],
    });
  });

  it("drops Material UI's `inherits` line from the API list", () => {
    const text =
      'Demos:\n\n- [Button](https://mui.com/material-ui/react-button/)\n\nAPI:\n\n- [Button API](https://mui.com/material-ui/api/button/)\n- inherits [ButtonBase API](https://mui.com/material-ui/api/button-base/)';
    expect(splitComponentComment(text)).toEqual({
      description: '',
      demoLinks: ['https://mui.com/material-ui/react-button/'],
    });
  });

  it('keeps text that follows the lists', () => {
    expect(splitComponentComment('Demos:\n- [A](/x/a/)\nMore text.').description).toBe('More text.');
  });
});

describe('JSDoc as rich text', () => {
  it('appends the @see notes to the description', () => {
    expect(descriptionOf(docs('Sets the rows.', { see: ['See the guide.'] }), noLinks)).toEqual([
      { p: ['Sets the rows.'] },
      { p: ['See the guide.'] },
    ]);
  });

  it('reads @deprecated, with or without a message', () => {
    expect(deprecationOf(docs('x', { deprecated: ['Use `slots` instead.'] }), noLinks)).toEqual([
      { p: ['Use ', { code: 'slots' }, ' instead.'] },
    ]);
    expect(deprecationOf(docs('x', { deprecated: [''] }), noLinks)).toEqual([]);
    expect(deprecationOf(docs('x'), noLinks)).toBeUndefined();
  });

  it('hides @ignore and @internal members', () => {
    expect(isHidden(docs('x', { ignore: [''] }))).toBe(true);
    expect(isHidden(docs('x', { internal: [''] }))).toBe(true);
    expect(isHidden(docs('x', { default: ['false'] }))).toBe(false);
  });
});
