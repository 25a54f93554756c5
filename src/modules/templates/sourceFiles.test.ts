import { compareSourcePaths, isShownSourceFile, sourceLanguage, templateSourcesDataName } from './sourceFiles';

describe('template source files', () => {
  it('shows code, styles and data, not tests or other files', () => {
    expect(isShownSourceFile('index.tsx')).toBe(true);
    expect(isShownSourceFile('data/tiers.ts')).toBe(true);
    expect(isShownSourceFile('styles.css')).toBe(true);
    expect(isShownSourceFile('tiers.test.ts')).toBe(false);
    expect(isShownSourceFile('Hero.test.tsx')).toBe(false);
    expect(isShownSourceFile('README.md')).toBe(false);
  });

  it('puts the entry first, then the files beside it, then the folders', () => {
    expect(
      ['../shared/Toggle.tsx', 'components/Hero.tsx', 'Footer.tsx', 'index.tsx', 'AppBar.tsx'].sort(compareSourcePaths),
    ).toEqual(['index.tsx', 'AppBar.tsx', 'Footer.tsx', 'components/Hero.tsx', '../shared/Toggle.tsx']);
  });

  it('names the code block language from the extension', () => {
    expect(sourceLanguage('index.tsx')).toBe('tsx');
    expect(sourceLanguage('a/b.ts')).toBe('ts');
    expect(sourceLanguage('x.css')).toBe('css');
    expect(sourceLanguage('LICENSE')).toBe('text');
  });

  it('names one data module per template', () => {
    expect(templateSourcesDataName('blog')).toBe('template-blog.json');
  });
});
