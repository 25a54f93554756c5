import { useContext, type Context } from 'react';

/**
 * A context's value; throws the error that names the missing provider when there is none
 * (`useCodePreferences must be used within a CodePreferencesProvider`, spec section 8).
 */
export function useRequiredContext<T>(context: Context<T | null>, hookName: string, providerName: string): T {
  const value = useContext(context);
  if (value === null) throw new Error(`${hookName} must be used within ${providerName}`);
  return value;
}
