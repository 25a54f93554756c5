import vm from 'node:vm';
import { messageOf } from './messageOf';

describe('messageOf', () => {
  it("gives an error's message, from this realm or another", () => {
    expect(messageOf(new Error('disk full'))).toBe('disk full');
    expect(messageOf(vm.runInNewContext('new Error("from a vm")'))).toBe('from a vm');
  });

  it('gives anything else as text', () => {
    expect(messageOf('plain')).toBe('plain');
    expect(messageOf(undefined)).toBe('undefined');
    expect(messageOf({ message: 3 })).toBe('[object Object]');
  });
});
