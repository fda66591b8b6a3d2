// Personal pages (cart, checkout, profile, orders, chat) are rendered by the shell's server with
// their frame only (docs/adr/0150): the server never sees a token nor the stored cart, so what
// belongs to the visitor is rendered in the browser, after hydration, in placeholders of its size.
import { createContext, useContext, useDeferredValue, type ReactNode } from 'react';
import { useHydrated } from '../internal/use-hydrated';

/** Closed by the shell's guard while it still checks the visitor's account. */
const PersonalPartsContext = createContext(true);

/**
 * Whether the page may render the visitor's own parts: false on the server and during hydration
 * (so the browser's first render is the server's), and while the shell's guard has not yet
 * checked the account; true in the browser from then on.
 *
 * Opening is deferred on a page already shown (after hydration, or when the guard opens the
 * gate): the urgent render keeps the placeholders and React renders the personal parts as a
 * transition, in slices with yields to the browser between them. Left to the render after
 * hydration, they were one long task (docs/adr/0191). Closing is at once (a sign-out hides them in
 * the same render), and a page the browser renders itself gets them in its first render.
 */
export function usePersonalParts(): boolean {
  const open = useContext(PersonalPartsContext);
  const hydrated = useHydrated();
  const now = open && hydrated;
  const opened = useDeferredValue(now, hydrated ? undefined : false);
  return now && opened;
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
