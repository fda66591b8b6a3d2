import { variantFor, variantsFor } from './ab.service';
import type { StoredBlock } from './content.repository';
import { assignedVariant, stableHash } from './viewer';

function block(identifier: string, count: number): StoredBlock {
  return {
    identifier,
    name: identifier,
    brand: 'stud',
    page: 'home',
    position: 0,
    project_type: null,
    content_type: null,
    edit_url: null,
    variants: Array.from({ length: count }, (_, index) => ({
      variant: index + 1,
      content: `<p>${index + 1}</p>`,
      script: null,
    })),
  };
}

describe('sticky variant choice', () => {
  const visitors = ['visitor-0001', 'aB3_x-9yZ0qq', 'user:5f2c', 'z'.repeat(64)];
  const blocks = [block('stud-home-hero', 3), block('stud-home-offer', 2), block('stud-home-note', 1)];

  it('is the FNV-1a hash of visitor and identifier, as before the visitor part was hashed once', () => {
    for (const visitor of visitors)
      for (const { identifier, variants } of blocks) {
        const count = variants.length;
        const expected = count <= 1 ? 1 : (stableHash(`${visitor}\u0000${identifier}`) % count) + 1;
        expect(assignedVariant(visitor, identifier, count)).toBe(expected);
      }
  });

  it('gives each block of a page the variant it gets alone, previews first', () => {
    const previews = new Map([['stud-home-offer', 2]]);
    for (const visitor of [...visitors, null]) {
      const viewer = { visitor, userId: null, editor: false };
      expect(variantsFor(blocks, viewer, previews)).toEqual(
        blocks.map((each) => variantFor(each, viewer, previews)),
      );
      expect(variantsFor(blocks, viewer, null)).toEqual(blocks.map((each) => variantFor(each, viewer, null)));
    }
  });

  it('shows variant 1 to a request with no visitor', () => {
    const viewer = { visitor: null, userId: null, editor: false };
    expect(variantsFor(blocks, viewer, null)).toEqual([1, 1, 1]);
  });
});
