import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  brandUrl,
  getBrand,
  withBasename,
  type BrandDefinition,
  type BrandTarget,
  type ResolvedLocation,
  type RuntimeConfig,
} from 'shared-contracts';

/** Where a link leads: inside this router (render a <Link>) or elsewhere (render an <a>). */
export type ResolvedLink = { kind: 'router'; to: string } | { kind: 'external'; href: string };

/** Everything components need to know about the brand being served. */
export interface BrandContextValue {
  brand: BrandDefinition;
  location: ResolvedLocation;
  config: RuntimeConfig;
  /** Root-relative href of a path of this brand, basename included ('/stud/cart'). */
  brandHref: (path: string) => string;
  /** How to link a target that may belong to another brand. */
  linkTo: (target: BrandTarget) => ResolvedLink;
}

const BrandContext = createContext<BrandContextValue | null>(null);

/** The resolved brand. Only valid below <BrandProvider>. */
export function useBrand(): BrandContextValue {
  const value = useContext(BrandContext);
  if (!value) throw new Error('useBrand() needs a <BrandProvider> above it.');
  return value;
}

/** Where the visitor is, as brandUrl() needs it; tests pass a fixed one. */
export interface PageOrigin {
  hostname: string;
  port: string;
  protocol: string;
}

interface BrandProviderProps {
  config: RuntimeConfig;
  location: ResolvedLocation;
  origin?: PageOrigin;
  children: ReactNode;
}

export function BrandProvider({ config, location, origin = window.location, children }: BrandProviderProps) {
  const { hostname, port, protocol } = origin;
  const value = useMemo<BrandContextValue>(() => {
    const brand = getBrand(location.brand, config.productWord);
    const from = {
      hostname,
      port,
      protocol,
      brandHosts: config.brandHosts,
      abTest: location.abTest,
      productWord: config.productWord,
      ...(config.defaultHost ? { defaultHost: config.defaultHost } : {}),
    };
    return {
      brand,
      location,
      config,
      brandHref: (path) => withBasename(location.basename, path),
      // Same brand: a client-side navigation. Another brand means another basename (or host),
      // so it must be a real page load that resolves the brand again.
      linkTo: (target) =>
        target.brand === location.brand
          ? { kind: 'router', to: target.path }
          : { kind: 'external', href: brandUrl(target, from) },
    };
  }, [config, location, hostname, port, protocol]);
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}
