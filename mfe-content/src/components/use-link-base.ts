import { useHref } from 'react-router-dom';

/**
 * The brand's router basename without its trailing slash ('', '/stud', '/ab_test/stud'): the
 * `linkBase` that gives server markup's links to the brand's pages the brand's prefix.
 */
export function useLinkBase(): string {
  return useHref('/').replace(/\/+$/, '');
}
