// Personal pages (cart, checkout, profile, orders, chat) are rendered by the shell's server with
// their frame only (docs/adr/0150): the server never sees a token nor the stored cart, so what
// belongs to the visitor is rendered in the browser, after hydration, in placeholders of its size.
import { createContext, useContext, type ReactNode } from 'react';
import { useHydrated } from '../internal/use-hydrated';

/** Closed by the shell's guard while it still checks the visitor's account. */
const PersonalPartsContext = createContext(true);

/**
 * Whether the page may render the visitor's own parts: false on the server and during hydration
 * (so the browser's first render is the server's), and while the shell's guard has not yet
 * checked the account; true in the browser from then on.
 */
export function usePersonalParts(): boolean {
  const open = useContext(PersonalPartsContext);
  const hydrated = useHydrated();
  return open && hydrated;
}

export interface PersonalPartsGateProps {
  /** False while the visitor is not known yet: the page keeps its placeholders. */
  open: boolean;
  children: ReactNode;
}

/** Lets the page inside render its personal parts, or keeps them as placeholders. */
export function PersonalPartsGate({ open, children }: PersonalPartsGateProps) {
  return <PersonalPartsContext.Provider value={open}>{children}</PersonalPartsContext.Provider>;
}
