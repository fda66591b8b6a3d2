// Each page's own head in the shell's first HTML: title, description, canonical, link-preview tags
// and JSON-LD (docs/adr/0130). What the head says is the shell's code (host-shell/src/server/
// page-head, the brand resolution and route tables of shared-contracts), built into
// dist/server/page-head.cjs; this file loads it, reads what the page needs from the API within a
// budget (api-reads.cjs) and hands over the HTML. Any failure gives null: the page as built.
const { join } = require('node:path');
const { builtModuleOf } = require('./built-module.cjs');
const { createApiReader } = require('./api-reads.cjs');

const PAGE_HEAD_FILE = join('server', 'page-head.cjs');

/**
 * @param {string} root the shell's dist folder
 * @param {{ budgetMs?: number, fetchImpl?: typeof fetch }} [options]
 * @returns {(config: object, url: { hostname: string, pathname: string }, siteOrigin: string) => Promise<string | null>}
 */
function pageHeadsOf(root, options = {}) {
  const built = builtModuleOf(root, PAGE_HEAD_FILE);
  const readAll = createApiReader(options);
  let reported = false;
  const report = (error) => {
    if (!reported)
      console.error(`static-server: ${join(root, PAGE_HEAD_FILE)} failed; pages keep the built head`, error);
    reported = true;
  };

  return async function headOf(config, url, siteOrigin) {
    let heads;
    let page;
    try {
      heads = built();
      if (!heads) return null;
      page = heads.pageOfUrl(config, url);
    } catch (error) {
      report(error);
      return null;
    }
    const data = await readAll(config.apiBaseUrl, page.reads);
    try {
      return heads.renderHead(heads.pageHead({ page, config, siteOrigin, data }));
    } catch {
      // An answer of an unexpected shape: the page's head without it, as after a time-out.
    }
    try {
      return heads.renderHead(heads.pageHead({ page, config, siteOrigin, data: {} }));
    } catch (error) {
      report(error);
      return null;
    }
  };
}

module.exports = { pageHeadsOf, PAGE_HEAD_FILE };
