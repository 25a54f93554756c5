/** Which package.json scripts `npm test` runs as house checks (scripts/lib/lintScripts.mjs). */
import { lintScriptsOf } from '../../scripts/lib/lintScripts.mjs';

describe('lintScriptsOf', () => {
  it('lists the lint:* scripts in their package.json order', () => {
    const scripts = { build: 'x', 'lint:layers': 'a', test: 'y', 'lint:code': 'b', 'lint:spelling': 'c' };
    expect(lintScriptsOf({ scripts })).toEqual(['lint:layers', 'lint:code', 'lint:spelling']);
  });

  it('leaves out `lint` itself and names that only start alike', () => {
    const scripts = {
      lint: 'node scripts/lint-all.mjs',
      'lint:': 'x',
      linter: 'y',
      'lint:Code': 'z',
      'prelint:code': 'w',
    };
    expect(lintScriptsOf({ scripts })).toEqual([]);
  });

  it('is empty without scripts', () => {
    expect(lintScriptsOf({})).toEqual([]);
  });
});
