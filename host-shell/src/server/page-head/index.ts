// Built on its own at the shell's production build into dist/server/page-head.cjs (CommonJS for
// Node), which the shell's static server loads to write each page's head into its first HTML; a
// server renderer imports these same functions (docs/adr/0130).
export { pageOfUrl, isPublicRoute } from './page-of-url';
export type { PageHeadConfig, PageOfUrl, HeadRead } from './page-of-url';
export { pageHead } from './page-head';
export type { PageHead, HeadData, HeadMeta, PageHeadInput } from './page-head';
export { renderHead, escapeHtml, jsonForScript, SERVER_TITLE_ATTRIBUTE } from './render-head';
