import { processWide } from './processWide';

describe('processWide', () => {
  it('makes the value once and gives every caller the same one, across module instances', () => {
    const create = jest.fn(() => new Map<string, number>());
    const first = processWide('test.processWide.shared', create);
    let second: unknown;
    jest.isolateModules(() => {
      const isolated = jest.requireActual('./processWide') as typeof import('./processWide');
      second = isolated.processWide('test.processWide.shared', create);
    });
    expect(second).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps values of different names apart', () => {
    expect(processWide('test.processWide.a', () => ({ name: 'a' }))).not.toBe(
      processWide('test.processWide.b', () => ({ name: 'b' })),
    );
  });
});
