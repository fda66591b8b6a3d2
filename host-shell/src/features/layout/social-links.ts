import type { BrandDefinition } from 'shared-contracts';

/** One social profile of a brand. */
export interface SocialLink {
  network: string;
  href: string;
}

/**
 * The brand's social profiles. Handles follow the brand slug, so a deployment with another
 * product word links its own accounts.
 */
export function socialLinks(brand: Pick<BrandDefinition, 'slug'>): readonly SocialLink[] {
  const handle = brand.slug;
  return [
    { network: 'Instagram', href: `https://www.instagram.com/${handle}` },
    { network: 'Facebook', href: `https://www.facebook.com/${handle}` },
    { network: 'YouTube', href: `https://www.youtube.com/@${handle}` },
    { network: 'X', href: `https://x.com/${handle}` },
  ];
}
