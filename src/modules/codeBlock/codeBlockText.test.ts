import React from 'react';
import { codeBlockText } from './codeBlockText';

describe('codeBlockText', () => {
  it('joins string children into one string', () => {
    expect(codeBlockText(['const a = 1;\n', 'const b = 2;'])).toBe('const a = 1;\nconst b = 2;');
    expect(codeBlockText('npm install')).toBe('npm install');
  });

  it('leaves children with elements as they are', () => {
    const children = ['see ', React.createElement('b', { key: 'b' }, 'this')];
    expect(codeBlockText(children)).toBe(children);
  });
});
