// The title and description of each page, one table for the browser (the content remote sets them
// while a page is shown) and the shell's server (the first HTML's head, docs/adr/0130): both must
// say the same, or the title changes under the visitor after the page loads. Imported through its
// own entry ('shared-contracts/page-meta') so the shell's first download does not carry it; it
// imports nothing but types, so that entry brings no second copy of shared-contracts' modules.
import type { BrandId } from '../brands/brand-ids';

/** A page's title and meta description. */
export interface PageMeta {
  title: string;
  description: string;
}

/** Title and description by page key; `{brand}`, `{tagline}` and `{cele}` are filled in. */
const PAGE_META: Readonly<Record<string, PageMeta>> = {
  home: { title: '{brand}', description: '{brand}: {tagline}' },
  'home-a': { title: '{brand}', description: '{brand}: {tagline}' },
  'home-b': { title: '{brand}', description: '{brand}: {tagline}' },
  about: { title: 'About', description: 'Who we are and what we stand for at {brand}.' },
  contact: { title: 'Contact', description: 'Send {brand} a message; we answer within one business day.' },
  terms: { title: 'Terms of Service', description: 'The terms of service and privacy policy of {brand}.' },
  discount: { title: 'Your discount', description: 'Save on your first order of three pairs or more.' },
  treatments: { title: 'Treatments', description: 'Every {cele} treatment option, gentlest first.' },
  reviews: { title: 'Customer reviews', description: 'What patients say about their consult and treatment.' },
  consult: { title: 'Book a consult', description: 'Book a consult with a {cele} specialist.' },
  'consult-success': { title: 'Consult requested', description: 'Your consult request has been received.' },
  'our-specialist': {
    title: 'Our specialist',
    description: 'Meet our {cele} specialist and their credentials.',
  },
  '100tt': {
    title: 'The 100-day treatment track',
    description: 'A guided 100-day {cele} plan with check-ins.',
  },
  'assess-cele': { title: 'Self-assessment', description: 'A two-minute {cele} self-assessment.' },
  'assess-pain': { title: 'Pain assessment', description: 'Tell us how {cele} pain affects your days.' },
  'assess-sperm-count': {
    title: 'Sperm count assessment',
    description: 'Questions on fertility, lifestyle and health.',
  },
  'data-assessment': { title: 'Your assessment results', description: 'Your latest assessment results.' },
  'data-reports': { title: 'Your reports', description: 'Every assessment you have taken.' },
  interview: {
    title: 'Interview with our specialist',
    description: 'Our specialist answers common {cele} questions.',
  },
  'support-specialists': {
    title: 'Talk to a specialist',
    description: 'Our urologists and nurses support you.',
  },
};

const TAGLINES: Readonly<Record<BrandId, string>> = {
  careapp: 'health questions answered in a private chat.',
  stud: 'supportive underwear for everyday comfort.',
  cele: 'assessments, consults and treatments without guesswork.',
  celeorg: 'clear, independent information.',
};

/** What of the deployment a page's words depend on (shared-contracts brandName, productWordOr). */
export interface PageMetaNames {
  /** The brand's display name: 'Stud', 'Varicocele'. */
  brandName: string;
  /** The deployment's product word, never empty: 'varico'. */
  productWord: string;
}

/**
 * The title and description of a page of a brand: '<page> | <brand>', or the brand's name alone
 * for its homes and for a page key the table does not list (with the brand's tagline).
 */
export function pageMeta(brand: BrandId, pageKey: string, names: PageMetaNames): PageMeta {
  const name = names.brandName;
  const meta = PAGE_META[pageKey] ?? { title: name, description: `${name}: ${TAGLINES[brand]}` };
  const fill = (text: string) =>
    text
      .replaceAll('{brand}', name)
      .replaceAll('{tagline}', TAGLINES[brand])
      .replaceAll('{cele}', `${names.productWord}cele`);
  const title = fill(meta.title);
  return { title: title === name ? name : `${title} | ${name}`, description: fill(meta.description) };
}

/** Whether the table has a page of its own for a key (others get the brand's name and tagline). */
export function hasPageMeta(pageKey: string): boolean {
  return Object.hasOwn(PAGE_META, pageKey);
}
