import { minifiedScript } from './minifiedScript';

describe('minifiedScript', () => {
  const source = `(function () {
    // A comment the page does not need.
    var answer = { value: 40 + 2 };
    window.__minifiedScriptResult = answer.value;
  })();`;

  it('returns a shorter script that does the same', () => {
    const script = minifiedScript(source);
    expect(script.length).toBeLessThan(source.length / 2);
    expect(script).not.toContain('comment');
    expect(script).not.toContain('\n');
    const scope = {} as { __minifiedScriptResult?: number };
    new Function('window', script)(scope);
    expect(scope.__minifiedScriptResult).toBe(42);
  });

  it('keeps a try around the work, so a browser without what it uses goes without it', () => {
    const script = minifiedScript('(function(){try{window.missing.call();}catch(e){}})();');
    expect(() => new Function('window', script)({})).not.toThrow();
  });

  it('fails with a message that names the step when the script is not JavaScript', () => {
    expect(() => minifiedScript('(function(){ return ; )')).toThrow(
      /\[inline-scripts\] a <head> script could not be minified/,
    );
  });
});
