import { createContext, useContext } from 'react';

/**
 * A context whose value exists only under its provider (the toasts, the shell's session): its hook
 * throws outside it, naming itself, so that no caller has to check for a missing value. Also
 * exported alone (`@pinboard/web-kit/required-context`), for the shell, which bundles nothing else
 * of web-kit.
 */
export function requiredContext<T>(hookName: string) {
  const Context = createContext<T | null>(null);
  function useRequiredContext(): T {
    const value = useContext(Context);
    if (!value) throw new Error(`${hookName} must be used within a Provider`);
    return value;
  }
  return { Provider: Context.Provider, use: useRequiredContext };
}
