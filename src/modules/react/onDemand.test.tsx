/** @jest-environment jsdom */
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { onDemand } from './onDemand';

function Greeting({ name }: { name: string }): React.JSX.Element {
  return <p>Hello {name}</p>;
}

/** A page with a button that shows the part, as the settings button shows its drawer. */
function Page({ part }: { part: ReturnType<typeof onDemand<{ name: string }>> }): React.JSX.Element {
  const [wanted, setWanted] = useState(false);
  const [failures, setFailures] = useState(0);
  const { Part } = part;
  return (
    <main>
      <h1>Page</h1>
      <button type="button" onClick={() => setWanted(true)}>
        Show
      </button>
      <output>{failures} failures</output>
      {wanted && (
        <Part
          name="reader"
          onFailed={() => {
            setWanted(false);
            setFailures((count) => count + 1);
          }}
        />
      )}
    </main>
  );
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React reports the error a boundary caught; the tests read what the reader sees instead.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('onDemand', () => {
  it('renders the part once its code has loaded, with the props given', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting }));
    render(<Page part={onDemand(load)} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Hello reader')).toBeTruthy();
  });

  it('keeps the page when the code cannot load, tells its owner, and loads again on the next try', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 123 failed'))
      .mockResolvedValue({ default: Greeting });
    render(<Page part={onDemand(load)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('1 failures')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy();
    expect(screen.queryByText('Hello reader')).toBeNull();
    // Back online: the same button works.
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Hello reader')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads without an unhandled rejection when the network is gone', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      onDemand(load).preload();
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
      expect(load).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
