import { createContext, useContext, type ReactNode } from 'react';
import type { RenderScope } from 'shared-contracts';

const RenderScopeContext = createContext<RenderScope | null>(null);

/** The shell's server render: its scope reaches every remote page it renders (docs/adr/0140). */
export function RenderScopeProvider({ scope, children }: { scope: RenderScope; children: ReactNode }) {
  return <RenderScopeContext.Provider value={scope}>{children}</RenderScopeContext.Provider>;
}

/** The server render's scope, or null in the browser. */
export function useRenderScope(): RenderScope | null {
  return useContext(RenderScopeContext);
}
