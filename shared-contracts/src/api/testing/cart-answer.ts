// The API's answer to a cart read (POST /api/ecom/cart-items/), for the tests of what reads it.

/** A cart line as the API answers it, with these pictures. */
export const cartLineAnswer = (...pictureUrls: string[]) => ({
  id: 'L1',
  quantity: 1,
  variant: {
    id: 'V1',
    quantity: 5,
    name: 'Black / M',
    attributes: [],
    product: { name: 'Stud Support Brief' },
    pricing: { price: { net: { amount: 24 } } },
    media: pictureUrls.map((url) => ({ url })),
  },
});

/** The body of a cart-items answer holding these lines. */
export const cartAnswer = (lines: unknown[]) => JSON.stringify({ checkout: { id: 'c1', lines } });
