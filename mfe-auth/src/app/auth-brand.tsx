import { createContext, useContext } from 'react';
import type { BrandId } from 'shared-contracts';

/** The brand the shell renders this remote's page for (its RemotePageProps), for deep hooks. */
export const AuthBrandContext = createContext<BrandId | undefined>(undefined);

/** The current page's brand; undefined outside a page (a form rendered on its own in a test). */
export function useAuthBrand(): BrandId | undefined {
  return useContext(AuthBrandContext);
}
