// The page meta feature's public entry: the document title and description of a content page.
export { usePageMeta } from './use-page-meta';
