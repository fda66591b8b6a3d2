import { AB_TEST_PREFIX, storage } from 'shared-contracts';

/** SPEC §2 widget 11: the overlay shows on paths containing /ab_test/ ... */
export function isAbTestPath(pathname: string): boolean {
  return `${pathname}/`.includes(`${AB_TEST_PREFIX}/`);
}

/** ... to editors and admins (SPEC §6); the server still decides what an editor may do. */
export function isEditor(): boolean {
  return storage.get('user')?.role === 'editor';
}
