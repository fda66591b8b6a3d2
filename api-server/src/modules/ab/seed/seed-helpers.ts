import type { StoredBlock } from '../content.repository';

/** A variant given as markup alone, or markup with a script. */
export type VariantSeed = string | { content: string; script: string };

export interface BlockSeed {
  slot: string;
  name: string;
  variants: readonly VariantSeed[];
  project_type?: string;
  content_type?: string;
}

/** The blocks of one page (or, with page null, of every page of the brand), in order. */
export function pageBlocks(brand: string, page: string | null, seeds: readonly BlockSeed[]): StoredBlock[] {
  return seeds.map((seed, position) => {
    const identifier = [brand, page ?? 'global', seed.slot].join('-');
    return {
      identifier,
      name: seed.name,
      brand,
      page,
      position,
      project_type: seed.project_type ?? null,
      content_type: seed.content_type ?? null,
      // Null: the server builds the link from its configured base (AB_EDIT_URL_BASE).
      edit_url: null,
      variants: seed.variants.map((variant, index) =>
        typeof variant === 'string'
          ? { variant: index + 1, content: variant, script: null }
          : { variant: index + 1, content: variant.content, script: variant.script },
      ),
    };
  });
}

/** A list of short items (benefits, facts, links) as markup. */
export const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** A testimonial or review as markup. */
export const quote = (text: string, who: string, stars?: number) =>
  `<figure class="quote">${stars ? `<p class="stars" aria-label="${stars} out of 5 stars">${'★'.repeat(stars)}${'☆'.repeat(5 - stars)}</p>` : ''}<blockquote><p>${text}</p></blockquote><figcaption>${who}</figcaption></figure>`;

/** docs/product.md §9 shipping claims, said once for every brand that sells. */
export const SHIPPING_CLAIMS = [
  'Free shipping in 3-5 business days to the US and Canada',
  'Worldwide delivery in 9-15 business days',
];

/** The surgery recurrence claim of docs/product.md §9 ("1-15 percent"), in the project's words. */
export const RECURRENCE_CLAIM =
  'Even after surgery, the condition comes back in about 1-15 percent of cases, depending on the method used.';

/**
 * Sets the current year in elements marked data-year; marks the block so tests can see the
 * script ran exactly once.
 */
export const YEAR_SCRIPT = [
  "block.querySelectorAll('[data-year]').forEach(function (element) {",
  '  element.textContent = String(new Date().getFullYear());',
  '});',
  "block.setAttribute('data-script-runs', String(Number(block.getAttribute('data-script-runs') || 0) + 1));",
].join('\n');
