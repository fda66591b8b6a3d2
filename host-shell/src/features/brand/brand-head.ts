import type { BrandDefinition } from 'shared-contracts';
import { PALETTES } from './brand-palettes';
import { BRAND_MARKS } from './brand-marks';

function headElement<T extends HTMLElement>(doc: Document, selector: string, create: () => T): T {
  const found = doc.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  doc.head.appendChild(element);
  return element;
}

/**
 * Brands the document head: the title (pages may refine it), the favicon (the brand's mark)
 * and the mobile browser's chrome colour (the header's). A title the shell's server wrote for this
 * page (server/page-head, docs/adr/0130) is kept: it already is the page's, and the tab's title
 * must not flip to the brand's name and back while the page loads.
 */
export function applyBrandHead(brand: BrandDefinition, doc: Document = document): void {
  if (!doc.head.querySelector('title[data-page-head]')) doc.title = brand.name;
  const icon = headElement(doc, 'link[rel="icon"]', () =>
    Object.assign(doc.createElement('link'), { rel: 'icon' }),
  );
  icon.type = 'image/svg+xml';
  icon.href = BRAND_MARKS[brand.id];
  const theme = headElement(doc, 'meta[name="theme-color"]', () =>
    Object.assign(doc.createElement('meta'), { name: 'theme-color' }),
  );
  theme.content = PALETTES[brand.id].headerBg;
}
