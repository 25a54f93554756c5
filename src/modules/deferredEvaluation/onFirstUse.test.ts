import { onFirstUse } from './onFirstUse';

describe('onFirstUse', () => {
  it('makes nothing until the value is first asked for', () => {
    const load = jest.fn(() => ({ made: true }));
    onFirstUse(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('makes the value once and hands the same one out after that', () => {
    const load = jest.fn(() => ({ made: true }));
    const get = onFirstUse(load);
    const first = get();
    expect(get()).toBe(first);
    expect(get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is falsy', () => {
    const load = jest.fn(() => 0);
    const get = onFirstUse(load);
    expect([get(), get()]).toEqual([0, 0]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a load that threw', () => {
    const load = jest
      .fn<number, []>()
      .mockImplementationOnce(() => {
        throw new Error('chunk missing');
      })
      .mockImplementation(() => 7);
    const get = onFirstUse(load);
    expect(get).toThrow('chunk missing');
    expect(get()).toBe(7);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
