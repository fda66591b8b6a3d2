import { AB_CONTENT_EDITOR_ROUTE as AB_CONTENT_EDITOR, type RuntimeConfig } from 'shared-contracts';
import type { ServerRemotes } from './server-remotes';
import { serverRenderedPages, warmUp } from './warm-up';

const config = {
  productWord: 'varicose',
  remotes: {
    content: 'http://127.0.0.1:3001/mf-manifest.json',
    shop: 'http://127.0.0.1:3002/mf-manifest.json',
  },
} as unknown as RuntimeConfig;

describe('serverRenderedPages', () => {
  const ids = serverRenderedPages(config).map(({ remote, module }) => `${remote}/${module}`);

  it("lists each brand's server-rendered remote pages once", () => {
    expect(ids).toEqual(expect.arrayContaining(['content/HomePage', 'shop/ProductPage', 'shop/CartPage']));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("leaves out the A/B editor's page, which the browser renders", () => {
    expect(ids).not.toContain(`${AB_CONTENT_EDITOR.remote}/${AB_CONTENT_EDITOR.module}`);
  });
});

describe('warmUp', () => {
  it('asks the remotes for every page and says which loaded', async () => {
    const asked: string[] = [];
    const remotes: ServerRemotes = {
      page: (_remotes, remote, module, budgetMs) => {
        asked.push(`${remote}/${module}@${budgetMs}`);
        return Promise.resolve(remote === 'shop' ? { default: () => null } : undefined);
      },
    };
    const result = await warmUp(remotes, config, 50);
    const pages = serverRenderedPages(config).map(({ remote, module }) => `${remote}/${module}`);
    expect(asked).toEqual(pages.map((page) => `${page}@50`));
    expect(result.loaded).toEqual(pages.filter((page) => page.startsWith('shop/')));
    expect(result.missing).toEqual(pages.filter((page) => !page.startsWith('shop/')));
  });

  it('counts a page whose load rejects as missing, without rejecting', async () => {
    const remotes: ServerRemotes = { page: () => Promise.reject(new Error('down')) };
    const result = await warmUp(remotes, config, 50);
    expect(result.loaded).toEqual([]);
    expect(result.missing.length).toBe(serverRenderedPages(config).length);
  });
});
