import { useEffect, useRef, type RefObject } from 'react';
import type { AbBlock } from 'shared-contracts';
import { apiUrl } from 'shared-contracts';
import { runBlockScript } from './block-script-runner';

/** The full URL of a block's script file on the API. */
export function scriptUrlOf(path: string): string {
  return new URL(apiUrl(path), window.location.href).href;
}

/** Runs the block's script once after its markup is in the page (again only for another variant). */
export function useBlockScript(ref: RefObject<Element | null>, block: AbBlock): void {
  const ran = useRef<string | null>(null);
  const { identifier, variant, script_url } = block;
  useEffect(() => {
    if (!script_url || !ref.current) return;
    const key = `${identifier}\u0000${variant}\u0000${script_url}`;
    // A ref survives React's development double effect, so the script still runs once.
    if (ran.current === key) return;
    ran.current = key;
    void runBlockScript(identifier, scriptUrlOf(script_url));
  }, [ref, identifier, variant, script_url]);
}
