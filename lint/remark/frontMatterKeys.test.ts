import { filledKeys, missingKeys } from './frontMatterKeys';

describe('filledKeys', () => {
  it('lists top-level keys with a value on their line', () => {
    expect(filledKeys('title: Installation\ndescription: How to install.\nslug: /x')).toEqual(
      new Set(['title', 'description', 'slug']),
    );
  });

  it('ignores trailing comments but keeps a # inside quotes', () => {
    expect(filledKeys('title: Installation   # the h1\ndescription:  # later')).toEqual(new Set(['title']));
    expect(filledKeys('title: "# not a comment"')).toEqual(new Set(['title']));
  });

  it('treats empty, quoted-empty, ~ and null values as missing', () => {
    expect(filledKeys('title:\ndescription: ""\nslug: \'\'\nid: ~\ntags: null')).toEqual(new Set());
  });

  it('accepts block scalars and values continued on indented lines', () => {
    expect(filledKeys('description: >-\n  One sentence\n  on two lines.\ntitle: |\n  Title')).toEqual(
      new Set(['description', 'title']),
    );
    expect(filledKeys('tags:\n  - release\nauthors:\n- team')).toEqual(new Set(['tags', 'authors']));
    expect(filledKeys('description: >-\ntitle: Next')).toEqual(new Set(['title']));
  });

  it('does not count nested keys as top-level ones', () => {
    expect(filledKeys('meta:\n  title: Nested')).toEqual(new Set(['meta']));
  });
});

describe('missingKeys', () => {
  it('names the required keys without a value, in the order asked', () => {
    expect(missingKeys('title: A\ndescription:', ['title', 'description'])).toEqual(['description']);
    expect(missingKeys('slug: x', ['title', 'description'])).toEqual(['title', 'description']);
  });

  it('names them all when the page has no front matter', () => {
    expect(missingKeys(undefined, ['title', 'description'])).toEqual(['title', 'description']);
  });

  it('is empty when every required key is filled', () => {
    expect(missingKeys('title: A\ndescription: B', ['title', 'description'])).toEqual([]);
  });
});
