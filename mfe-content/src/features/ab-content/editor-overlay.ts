import { useHref, useLocation } from 'react-router-dom';
import { AB_TEST_PREFIX, isContentEditorRole, storage } from 'shared-contracts';

/** docs/product.md §2 widget 11: the overlay shows on paths containing /ab_test/ ... */
export function isAbTestPath(pathname: string): boolean {
  return `${pathname}/`.includes(`${AB_TEST_PREFIX}/`);
}

/** ... to editors and admins (docs/product.md §6); the server still decides what an editor may do. */
export function isEditor(): boolean {
  return isContentEditorRole(storage.get('user')?.role);
}

/**
 * Whether this page shows the editor overlay. The router is mounted at the brand's basename
 * (which holds /ab_test), so the check uses the full path, basename included.
 */
export function useEditorOverlay(): boolean {
  const { pathname } = useLocation();
  const fullPath = useHref(pathname);
  return isAbTestPath(fullPath) && isEditor();
}
