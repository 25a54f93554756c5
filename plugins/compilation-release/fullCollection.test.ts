import vm from 'node:vm';
import { fullCollection } from './fullCollection';

describe('fullCollection', () => {
  it('collects what nothing reaches, and leaves the flag that exposes it off', async () => {
    const collect = fullCollection();
    expect(typeof collect).toBe('function');
    expect(vm.runInNewContext('typeof gc')).toBe('undefined');
    let ref: WeakRef<object> | undefined;
    (() => {
      ref = new WeakRef({ large: new Array(1000).fill('x') });
    })();
    // A WeakRef's target is kept until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collect!();
    expect(ref!.deref()).toBeUndefined();
  });

  it('gives the same function each time', () => {
    expect(fullCollection()).toBe(fullCollection());
  });
});
