import { availableStylings, demoCode } from './demoCode';
import type { DemoSources } from '../../types/demo';

const base: DemoSources = {
  name: 'Basic',
  file: 'docs/x/demos/Basic.tsx',
  ts: 'const a: number = 1;\n',
  js: 'const a = 1;\n',
  variants: {},
};
const withTailwind: DemoSources = { ...base, variants: { tailwind: { ts: 'tw ts', js: 'tw js' } } };

describe('demoCode', () => {
  it('shows the TypeScript or JavaScript source, trimmed, with its language', () => {
    expect(demoCode(base, 'TS', 'system')).toEqual({
      code: 'const a: number = 1;',
      language: 'tsx',
      styling: 'system',
    });
    expect(demoCode(base, 'JS', 'system')).toEqual({ code: 'const a = 1;', language: 'jsx', styling: 'system' });
  });

  it('shows the preferred styling when the demo has it, else the system one', () => {
    expect(demoCode(withTailwind, 'JS', 'tailwind')).toEqual({ code: 'tw js', language: 'jsx', styling: 'tailwind' });
    expect(demoCode(withTailwind, 'TS', 'css')).toMatchObject({ code: 'const a: number = 1;', styling: 'system' });
  });
});

describe('availableStylings', () => {
  it('lists system first, then the variants the demo has', () => {
    expect(availableStylings(base)).toEqual(['system']);
    expect(availableStylings(withTailwind)).toEqual(['system', 'tailwind']);
  });
});
