import { normaliseCartLine, type CheckoutLine } from './checkout';
import { isContentEditorRole, isProfileComplete, normaliseUser } from './user';

describe('entities (docs/product.md §3)', () => {
  it('fills missing user fields with null', () => {
    const user = normaliseUser({ email: 'a@b.co', first_name: 'Ada', is_verified: true });
    expect(user).toMatchObject({ email: 'a@b.co', first_name: 'Ada', is_verified: true });
    expect(user.address_line_2).toBeNull();
    expect(user.on_boarding_step).toBeNull();
    expect(normaliseUser({ email: 'a@b.co' }).is_verified).toBe(false);
  });

  it('the profile is complete only when on_boarding_step is "completed"', () => {
    expect(isProfileComplete({ on_boarding_step: 'completed' })).toBe(true);
    expect(isProfileComplete({ on_boarding_step: 'age' })).toBe(false);
    expect(isProfileComplete(null)).toBe(false);
  });

  it('a normalised cart line maps lowercase attribute names to their first value name', () => {
    const line: CheckoutLine = {
      id: 'L1',
      quantity: 2,
      variant: {
        id: 'V1',
        quantity: 10,
        name: 'Black / M',
        attributes: [
          { attribute: { name: 'Size' }, values: [{ name: 'M' }, { name: 'L' }] },
          { attribute: { name: 'Color' }, values: [{ name: 'Black' }] },
          { attribute: { name: 'Empty' }, values: [] },
        ],
        product: { name: 'Stud Briefs' },
        pricing: { price: { net: { amount: 24.5 } } },
        media: [],
      },
    };
    expect(normaliseCartLine(line)).toEqual({
      line_id: 'L1',
      variant_id: 'V1',
      title: 'Black / M',
      product_name: 'Stud Briefs',
      quantity: 2,
      price: 24.5,
      image: null,
      attributes: { size: 'M', color: 'Black' },
    });
  });
});

describe('isContentEditorRole', () => {
  it('is true for editors and admins only (docs/product.md §6: "an admin or editor")', () => {
    expect(isContentEditorRole('editor')).toBe(true);
    expect(isContentEditorRole('admin')).toBe(true);
    expect(isContentEditorRole('customer')).toBe(false);
    expect(isContentEditorRole(undefined)).toBe(false);
    expect(isContentEditorRole(null)).toBe(false);
  });
});
