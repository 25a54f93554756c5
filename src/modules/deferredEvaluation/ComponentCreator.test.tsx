/** @jest-environment jsdom */
import React from 'react';
import { render, screen } from '@testing-library/react';
import DeferredComponentCreator from './ComponentCreator';

const created: Array<{ path: string; hash: string; preload: jest.Mock }> = [];

jest.mock(
  '@docusaurus/ComponentCreator',
  () => ({
    __esModule: true,
    default: (path: string, hash: string) => {
      const preload = jest.fn(() => Promise.resolve(`${path} loaded`));
      function Loadable(props: { label?: string }) {
        return <p>{`route ${path} (${hash}) ${props.label ?? ''}`}</p>;
      }
      Loadable.preload = preload;
      created.push({ path, hash, preload });
      return Loadable;
    },
  }),
  { virtual: true },
);

beforeEach(() => {
  created.length = 0;
});

describe('the deferred route component', () => {
  it('builds nothing of Docusaurus when the route table is made', () => {
    DeferredComponentCreator('/a', '1a2');
    DeferredComponentCreator('/b', '3b4');
    expect(created).toEqual([]);
  });

  it('builds the route’s loadable on its first preload, once, and hands back its promise', async () => {
    const Route = DeferredComponentCreator('/a', '1a2') as unknown as { preload(): Promise<string> };
    await expect(Route.preload()).resolves.toBe('/a loaded');
    await Route.preload();
    expect(created.map(({ path, hash }) => `${path} ${hash}`)).toEqual(['/a 1a2']);
    expect(created[0].preload).toHaveBeenCalledTimes(2);
  });

  it('renders Docusaurus’s loadable with the props it is given, and only the route rendered is built', () => {
    const Route = DeferredComponentCreator('/a', '1a2') as unknown as React.ComponentType<{ label: string }>;
    DeferredComponentCreator('/b', '3b4');
    const { rerender } = render(<Route label="first" />);
    expect(screen.getByText('route /a (1a2) first')).toBeInTheDocument();
    rerender(<Route label="second" />);
    expect(screen.getByText('route /a (1a2) second')).toBeInTheDocument();
    expect(created.map(({ path }) => path)).toEqual(['/a']);
  });
});
