/**
 * A build that finds the stored extraction must not load the TypeScript compiler (0.15 s of every
 * build's start): the plugin's modules and the catalog load it only to extract.
 */
describe('what the API plugin loads before it extracts', () => {
  it('does not load the TypeScript compiler', () => {
    jest.isolateModules(() => {
      const loaded = new Set<string>();
      jest.doMock('typescript', () => {
        loaded.add('typescript');
        return jest.requireActual('typescript');
      });
      jest.requireActual('./index');
      jest.requireActual('./catalog');
      jest.requireActual('./finalize');
      expect(loaded.has('typescript')).toBe(false);
      jest.requireActual('./extract');
      expect(loaded.has('typescript')).toBe(true);
    });
  });
});
