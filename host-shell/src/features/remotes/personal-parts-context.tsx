import { createContext, useContext, type ReactNode } from 'react';

/** Closed while the shell's guard does not know the visitor yet (docs/adr/0150). */
const PersonalPartsContext = createContext(true);

/**
 * Tells the remote page inside whether it may render the visitor's own parts: the guard closes it
 * on the server, during hydration and while it checks the account of a page the server rendered.
 */
export function PersonalPartsProvider({ open, children }: { open: boolean; children: ReactNode }) {
  return <PersonalPartsContext.Provider value={open}>{children}</PersonalPartsContext.Provider>;
}

/** Whether the remote page may render the visitor's own parts (RemotePageProps.personalParts). */
export function usePersonalPartsOpen(): boolean {
  return useContext(PersonalPartsContext);
}
