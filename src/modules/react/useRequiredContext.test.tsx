/** @jest-environment jsdom */
import * as React from 'react';
import { renderHook } from '@testing-library/react';
import { useRequiredContext } from './useRequiredContext';

const NumberContext = React.createContext<number | null>(null);
const useNumber = () => useRequiredContext(NumberContext, 'useNumber', 'a NumberProvider');

describe('useRequiredContext', () => {
  it('gives the provided value, falsy ones included', () => {
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <NumberContext.Provider value={0}>{children}</NumberContext.Provider>
    );
    expect(renderHook(useNumber, { wrapper }).result.current).toBe(0);
  });

  it('throws an error naming the hook and the missing provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(useNumber)).toThrow('useNumber must be used within a NumberProvider');
    jest.restoreAllMocks();
  });
});
