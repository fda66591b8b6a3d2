import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_IDS, brandSlug, getBrand } from '../../shared-contracts/src/index.ts';

const { pages } = JSON.parse(readFileSync(join(__dirname, '..', 'pages.json'), 'utf8'));

/** The brand and the route path of a shell path: `/stud/shop` -> stud, `/shop`; `/` -> careapp, `/`. */
function brandRoute(path) {
  for (const id of BRAND_IDS) {
    const prefix = `/${brandSlug(id)}`;
    if (id !== 'careapp' && (path === prefix || path.startsWith(`${prefix}/`)))
      return { id, route: path.slice(prefix.length) || '/' };
  }
  return { id: 'careapp', route: path };
}

function matches(pattern, path) {
  const regex = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`);
  return regex.test(path);
}

describe('the pages the bench measures', () => {
  it.each(pages.map((page) => [page.name, page]))(
    '%s names the remote and page module its route loads',
    (_name, page) => {
      const { id, route } = brandRoute(page.path);
      const def = getBrand(id).routes.find((candidate) => matches(candidate.path, route));
      expect(def).toBeDefined();
      expect({ remote: page.remote, module: page.module }).toEqual({
        remote: def.remote,
        module: def.module,
      });
    },
  );

  it('gives every page its own name', () => {
    expect(new Set(pages.map((page) => page.name)).size).toBe(pages.length);
  });
});
