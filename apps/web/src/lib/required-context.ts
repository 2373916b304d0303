import { createContext, useContext } from 'react';

/**
 * A context and the hook that reads it. The hook throws outside the provider, so a component
 * rendered without it fails at once, naming what to wrap it in, rather than on a null later.
 */
export function createRequiredContext<Value>(hookName: string, providerName: string) {
  const Context = createContext<Value | null>(null);
  function useRequiredContext(): Value {
    const value = useContext(Context);
    if (!value) throw new Error(`${hookName} must be used inside <${providerName}>`);
    return value;
  }
  return [Context, useRequiredContext] as const;
}
