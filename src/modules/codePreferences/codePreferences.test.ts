import {
  CODE_PREFERENCE_COOKIES,
  CODE_STYLINGS,
  CODE_VARIANTS,
  DEFAULT_CODE_PREFERENCES,
  codePreferencesReducer,
  demoAnchors,
  demoHash,
  parseCodeStyling,
  parseCodeVariant,
  parseDemoHash,
  type CodePreferences,
  type CodePreferencesAction,
} from './codePreferences';

describe('constants', () => {
  it('default to TypeScript with the system styling', () => {
    expect(DEFAULT_CODE_PREFERENCES).toEqual({ codeVariant: 'TS', codeStyling: 'system' });
  });
  it('list the two variants and the three stylings', () => {
    expect([...CODE_VARIANTS].sort()).toEqual(['JS', 'TS']);
    expect([...CODE_STYLINGS].sort()).toEqual(['css', 'system', 'tailwind']);
  });
  it('name one cookie per preference', () => {
    expect(CODE_PREFERENCE_COOKIES).toEqual({ codeVariant: 'codeVariant', codeStyling: 'codeStyling' });
  });
});

describe('parseCodeVariant', () => {
  it('reads TS and JS in any case', () => {
    for (const value of ['TS', 'ts', 'Ts', 'tS']) expect(parseCodeVariant(value)).toBe('TS');
    for (const value of ['JS', 'js', 'Js', 'jS']) expect(parseCodeVariant(value)).toBe('JS');
  });
  it('is null for anything else', () => {
    const values = ['', ' TS', 'TS ', 'tsx', 'jsx', 'typescript', 'JavaScript', 'T S', 'system', 'null', 'undefined'];
    for (const value of [...values, 42, null, undefined, {}, ['TS'], true]) {
      expect(parseCodeVariant(value)).toBeNull();
    }
  });
});

describe('parseCodeStyling', () => {
  it('reads system, tailwind and css in any case', () => {
    expect(parseCodeStyling('system')).toBe('system');
    expect(parseCodeStyling('tailwind')).toBe('tailwind');
    expect(parseCodeStyling('css')).toBe('css');
    expect(parseCodeStyling('SYSTEM')).toBe('system');
    expect(parseCodeStyling('Tailwind')).toBe('tailwind');
    expect(parseCodeStyling('CSS')).toBe('css');
  });
  it('is null for anything else', () => {
    for (const value of [
      '',
      'sass',
      'styled',
      'tailwindcss',
      ' css',
      'css ',
      'TS',
      'null',
      42,
      null,
      undefined,
      {},
      ['css'],
      false,
    ]) {
      expect(parseCodeStyling(value)).toBeNull();
    }
  });
});

describe('parseDemoHash', () => {
  it('reads .js and .jsx as JavaScript, .tsx and .ts as TypeScript', () => {
    expect(parseDemoHash('#BasicGrid.js')).toEqual({ demoName: 'BasicGrid', codeVariant: 'JS', codeStyling: null });
    expect(parseDemoHash('#BasicGrid.jsx')).toEqual({ demoName: 'BasicGrid', codeVariant: 'JS', codeStyling: null });
    expect(parseDemoHash('#BasicGrid.tsx')).toEqual({ demoName: 'BasicGrid', codeVariant: 'TS', codeStyling: null });
    expect(parseDemoHash('#BasicGrid.ts')).toEqual({ demoName: 'BasicGrid', codeVariant: 'TS', codeStyling: null });
  });

  it('reads the optional styling prefix', () => {
    expect(parseDemoHash('#tailwind-DemoName.tsx')).toEqual({
      demoName: 'DemoName',
      codeVariant: 'TS',
      codeStyling: 'tailwind',
    });
    expect(parseDemoHash('#css-DemoName.js')).toEqual({ demoName: 'DemoName', codeVariant: 'JS', codeStyling: 'css' });
    expect(parseDemoHash('#system-DemoName.tsx')).toEqual({
      demoName: 'DemoName',
      codeVariant: 'TS',
      codeStyling: 'system',
    });
    expect(parseDemoHash('#css-DemoName.jsx')).toEqual({ demoName: 'DemoName', codeVariant: 'JS', codeStyling: 'css' });
    expect(parseDemoHash('#tailwind-DemoName.ts')).toEqual({
      demoName: 'DemoName',
      codeVariant: 'TS',
      codeStyling: 'tailwind',
    });
  });

  it('accepts the hash without its leading #', () => {
    expect(parseDemoHash('BasicGrid.js')).toEqual({ demoName: 'BasicGrid', codeVariant: 'JS', codeStyling: null });
    expect(parseDemoHash('tailwind-BasicGrid.tsx')).toEqual({
      demoName: 'BasicGrid',
      codeVariant: 'TS',
      codeStyling: 'tailwind',
    });
  });

  it('URL-decodes the hash', () => {
    expect(parseDemoHash('#Basic%47rid.tsx')).toEqual({ demoName: 'BasicGrid', codeVariant: 'TS', codeStyling: null });
    expect(parseDemoHash('#tailwind%2DBasicGrid%2Ejs')).toEqual({
      demoName: 'BasicGrid',
      codeVariant: 'JS',
      codeStyling: 'tailwind',
    });
    expect(parseDemoHash('%23BasicGrid.js')).toBeNull();
  });

  it('accepts demo names of letters, digits and underscores starting with a letter', () => {
    expect(parseDemoHash('#A.js')?.demoName).toBe('A');
    expect(parseDemoHash('#a.js')?.demoName).toBe('a');
    expect(parseDemoHash('#Grid2_Basic_3.tsx')?.demoName).toBe('Grid2_Basic_3');
  });

  it('is null for heading anchors and other hashes', () => {
    for (const hash of [
      '',
      '#',
      '#installation',
      '#basic-grid',
      '#api',
      '#DemoName',
      '#DemoName.',
      '#DemoName.py',
      '#DemoName.css',
      '#DemoName.TSX',
      '#DemoName.JS',
      '#DemoName.tsx.js.py',
      '#DemoName.tsx ',
      '# DemoName.tsx',
      '#DemoName.tsx?x=1',
      '#.tsx',
      '#tailwind-.tsx',
      '#tailwind-',
      '#css-.js',
      '#sass-DemoName.tsx',
      '#Tailwind-DemoName.tsx',
      '#tailwind--DemoName.tsx',
      '#tailwind-css-DemoName.tsx',
      '#-DemoName.tsx',
      '#1Demo.tsx',
      '#_Demo.tsx',
      '#Demo-Name.tsx',
      '#Demo Name.tsx',
      '#Basic%20Grid.tsx',
      '#Démo.tsx',
      '##DemoName.tsx',
      '#DemoName.tsx#x',
    ]) {
      expect(parseDemoHash(hash)).toBeNull();
    }
  });

  it('is null, without throwing, for malformed encodings', () => {
    for (const hash of ['%E0%A4%A', '#%E0%A4%A', '#Demo%.tsx', '#%', '#Demo%ZZ.tsx', '#%E0%A4%A.tsx', '#%C0%AF.js']) {
      expect(() => parseDemoHash(hash)).not.toThrow();
      expect(parseDemoHash(hash)).toBeNull();
    }
  });

  it('is null, without throwing, for values that are not strings', () => {
    for (const value of [null, undefined, 42, {}, ['#Demo.tsx']]) {
      expect(() => parseDemoHash(value as unknown as string)).not.toThrow();
      expect(parseDemoHash(value as unknown as string)).toBeNull();
    }
  });
});

describe('demoHash', () => {
  it('builds the demo hash, with a prefix for every styling but system', () => {
    expect(demoHash('BasicGrid', 'TS', 'system')).toBe('#BasicGrid.tsx');
    expect(demoHash('BasicGrid', 'JS', 'system')).toBe('#BasicGrid.js');
    expect(demoHash('BasicGrid', 'TS', 'tailwind')).toBe('#tailwind-BasicGrid.tsx');
    expect(demoHash('BasicGrid', 'JS', 'tailwind')).toBe('#tailwind-BasicGrid.js');
    expect(demoHash('BasicGrid', 'TS', 'css')).toBe('#css-BasicGrid.tsx');
    expect(demoHash('BasicGrid', 'JS', 'css')).toBe('#css-BasicGrid.js');
  });

  it('round-trips through parseDemoHash for every variant and styling', () => {
    for (const demoName of ['BasicGrid', 'A', 'grid_2']) {
      for (const codeVariant of CODE_VARIANTS) {
        for (const codeStyling of CODE_STYLINGS) {
          const parsed = parseDemoHash(demoHash(demoName, codeVariant, codeStyling));
          expect(parsed).toEqual({ demoName, codeVariant, codeStyling: codeStyling === 'system' ? null : codeStyling });
          // A missing prefix means the system styling.
          expect(parsed?.codeStyling ?? 'system').toBe(codeStyling);
        }
      }
    }
  });
});

describe('codePreferencesReducer', () => {
  const base: CodePreferences = { ...DEFAULT_CODE_PREFERENCES };

  it('SET_CODE_VARIANT changes only the variant', () => {
    expect(codePreferencesReducer(base, { type: 'SET_CODE_VARIANT', payload: 'JS' })).toEqual({
      codeVariant: 'JS',
      codeStyling: 'system',
    });
  });

  it('SET_CODE_STYLING changes only the styling', () => {
    expect(codePreferencesReducer(base, { type: 'SET_CODE_STYLING', payload: 'tailwind' })).toEqual({
      codeVariant: 'TS',
      codeStyling: 'tailwind',
    });
  });

  it('LOAD replaces both preferences', () => {
    expect(codePreferencesReducer(base, { type: 'LOAD', payload: { codeVariant: 'JS', codeStyling: 'css' } })).toEqual({
      codeVariant: 'JS',
      codeStyling: 'css',
    });
  });

  it('returns the same state when nothing changes, and never mutates it', () => {
    const frozen = Object.freeze({ ...base });
    expect(codePreferencesReducer(frozen, { type: 'SET_CODE_VARIANT', payload: 'TS' })).toBe(frozen);
    expect(codePreferencesReducer(frozen, { type: 'SET_CODE_STYLING', payload: 'system' })).toBe(frozen);
    expect(codePreferencesReducer(frozen, { type: 'LOAD', payload: { ...base } })).toBe(frozen);
    expect(codePreferencesReducer(frozen, { type: 'SET_CODE_VARIANT', payload: 'JS' })).not.toBe(frozen);
    expect(frozen).toEqual(DEFAULT_CODE_PREFERENCES);
  });

  it('throws on an unknown action', () => {
    const action = { type: 'RESET' } as unknown as CodePreferencesAction;
    expect(() => codePreferencesReducer(base, action)).toThrow(new Error('Unrecognized type'));
    expect(() => codePreferencesReducer(base, action)).toThrow(Error);
  });
});

describe('demoAnchors', () => {
  it('lists the TypeScript and JavaScript hash of every styling, system first', () => {
    expect(demoAnchors('BasicGrid', ['system'])).toEqual(['BasicGrid.tsx', 'BasicGrid.js']);
    expect(demoAnchors('BasicGrid', ['css', 'tailwind'])).toEqual([
      'BasicGrid.tsx',
      'BasicGrid.js',
      'css-BasicGrid.tsx',
      'css-BasicGrid.js',
      'tailwind-BasicGrid.tsx',
      'tailwind-BasicGrid.js',
    ]);
  });

  it('gives hashes that parse back to the demo', () => {
    for (const anchor of demoAnchors('Chart', ['system', 'css'])) {
      expect(parseDemoHash(`#${anchor}`)?.demoName).toBe('Chart');
    }
  });
});
