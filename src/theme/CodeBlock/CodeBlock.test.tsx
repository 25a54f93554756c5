/** @jest-environment jsdom */
import React, { useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import CodeBlock from './index';

const mounts: string[] = [];

jest.mock(
  '@theme/CodeBlock/Content/String',
  () =>
    function StringContent({ children, language }: { children: string; language?: string }) {
      const [first] = useState(children);
      useEffect(() => {
        mounts.push(`string:${first}`);
      }, [first]);
      return (
        <pre data-kind="string" data-language={language}>
          {children}
        </pre>
      );
    },
  { virtual: true },
);
jest.mock(
  '@theme/CodeBlock/Content/Element',
  () =>
    function ElementContent({ children }: { children: React.ReactNode }) {
      useEffect(() => {
        mounts.push('element');
      }, []);
      return <pre data-kind="element">{children}</pre>;
    },
  { virtual: true },
);

beforeEach(() => {
  mounts.length = 0;
});

describe('CodeBlock', () => {
  it('gives a string to the string content, with the other props', () => {
    render(<CodeBlock language="tsx">{['let x', ' = 1;']}</CodeBlock>);
    const pre = screen.getByText('let x = 1;');
    expect(pre.dataset).toMatchObject({ kind: 'string', language: 'tsx' });
  });

  it('gives elements to the element content', () => {
    render(
      <CodeBlock>
        <span>highlighted by MDX</span>
      </CodeBlock>,
    );
    expect(screen.getByText('highlighted by MDX').parentElement?.dataset.kind).toBe('element');
  });

  it('keeps its content mounted when the page renders it again after hydration', () => {
    let rerender: () => void = () => undefined;
    function Page() {
      const [, setTick] = useState(0);
      rerender = () => setTick((tick) => tick + 1);
      return <CodeBlock language="bash">npm run build</CodeBlock>;
    }
    render(<Page />);
    const pre = screen.getByText('npm run build');
    act(() => rerender());
    expect(screen.getByText('npm run build')).toBe(pre);
    expect(mounts).toEqual(['string:npm run build']);
  });
});
