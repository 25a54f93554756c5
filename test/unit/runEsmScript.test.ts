import { runEsmScript } from '../support/runEsmScript';

describe('runEsmScript', () => {
  // Child processes run while Jest collects the tests, outside the 5 s test timeout.
  const answer = runEsmScript<{ echoed: unknown; esm: boolean }>('test/unit/__fixtures__/esm/echo.mts', {
    pages: ['a.mdx'],
  });
  let failure: unknown;
  try {
    runEsmScript('test/unit/__fixtures__/esm/fail.mts', {});
  } catch (error) {
    failure = error;
  }

  it('hands the input to an ES module script as JSON and parses what it prints', () => {
    expect(answer).toEqual({ echoed: { pages: ['a.mdx'] }, esm: true });
  });

  it('throws with the exit code and stderr when the script fails', () => {
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/fail\.mts exited with 3:\s+the fixture failed on purpose/);
  });
});
