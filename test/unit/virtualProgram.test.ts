/** The in-memory TypeScript programs the api-docs plugin's tests run on (test/support/virtualProgram.ts). */
import ts from 'typescript';
import { packageFile, VIRTUAL_ROOT, virtualProgram } from '../support/virtualProgram';

describe('virtualProgram', () => {
  const LIB = packageFile('@mui/x-lib');
  const APP = `${VIRTUAL_ROOT}/app.ts`;
  const { program, checker, exported, source } = virtualProgram({
    [LIB]: 'export interface Box<T> { value: T }\nexport type Keys = Omit<{ a: 1; b: 2 }, "a">;',
    [APP]:
      "import type { Box } from '@mui/x-lib';\nimport type { Missing } from '@mui/x-missing';\nexport type Boxed = Box<string>;\nexport { Box };",
  });

  it('resolves package imports to the virtual node_modules, and nothing outside the virtual files', () => {
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(diagnostics).toEqual([expect.stringContaining("Cannot find module '@mui/x-missing'")]);
    expect(
      program
        .getSourceFiles()
        .filter((file) => file.fileName.startsWith(VIRTUAL_ROOT))
        .map((file) => file.fileName)
        .sort(),
    ).toEqual([APP, LIB]);
  });

  it("has the standard library's utility types", () => {
    const keys = checker.getDeclaredTypeOfSymbol(exported(LIB, 'Keys'));
    expect(checker.getPropertiesOfType(keys).map((symbol) => symbol.name)).toEqual(['b']);
  });

  it('finds exports through re-exports, and names what it cannot find', () => {
    expect(exported(APP, 'Box')).toBe(exported(LIB, 'Box'));
    expect(source(LIB).fileName).toBe(LIB);
    expect(() => exported(APP, 'Nope')).toThrow(`virtual program: ${APP} exports no Nope`);
    expect(() => source(`${VIRTUAL_ROOT}/none.ts`)).toThrow('virtual program: no file');
  });
});
