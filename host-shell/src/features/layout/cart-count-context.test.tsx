import { act, screen, waitFor } from '@testing-library/react';
import { eventBus, storage } from 'shared-contracts';
import { fakeApi, type FakeAnswer } from 'shared-contracts/testing';
import { renderShell } from '../../testing/render-shell';

const CART_ITEMS = 'POST /api/ecom/cart-items/';

/** The cart-items answer for a checkout holding `quantity` items. */
const cartOf = (quantity: number): FakeAnswer => ({ status: 200, data: { checkout: { id: 'c', quantity } } });

/**
 * Waits for the badge to show `name`, and fails if it does. An answer the badge must ignore shows
 * nothing when it arrives, so a test waits for the change it must not make: it would show within
 * this window (the fake API answers in 2 ms), and a badge that ignores the answer never shows it.
 */
const neverShows = (name: string) =>
  expect(waitFor(() => expect(cartLink()).toHaveAccessibleName(name), { timeout: 300 })).rejects.toThrow();

/**
 * A fake API whose cart answers wait for the test: `lateAnswer()` resolves, once the request has
 * reached the API, to the function that answers it.
 */
function lateCartApi() {
  let answerLate: ((answer: FakeAnswer) => void) | null = null;
  const api = fakeApi({
    [CART_ITEMS]: () =>
      new Promise<FakeAnswer>((resolve) => {
        answerLate = resolve;
      }),
  });
  const lateAnswer = async () => {
    await waitFor(() => expect(answerLate).not.toBeNull());
    return answerLate as unknown as (answer: FakeAnswer) => void;
  };
  return { api, lateAnswer };
}

const cartLink = () => screen.getByRole('link', { name: /^Cart, / });

beforeEach(() => localStorage.clear());

describe('the cart badge', () => {
  it('shows the stored cart’s item count when the site opens', async () => {
    storage.set('checkoutId', 'chk-1');
    const bodies: unknown[] = [];
    const api = fakeApi({
      [CART_ITEMS]: (config) => {
        bodies.push(JSON.parse(String(config.data)));
        return cartOf(3);
      },
    });
    renderShell({ brand: 'stud', path: '/', apiClient: api.client });

    expect(await screen.findByRole('link', { name: 'Cart, 3 Items' })).toHaveTextContent('3');
    expect(bodies).toEqual([{ id: 'chk-1' }]);
  });

  it('starts at the count of the cart the server rendered, asking for it only when another is stored', async () => {
    storage.set('checkoutId', 'chk-1');
    const api = fakeApi({ [CART_ITEMS]: cartOf(5) });
    const first = renderShell({
      brand: 'stud',
      path: '/',
      apiClient: api.client,
      serverCart: { id: 'chk-1', count: 2 },
    });
    expect(cartLink()).toHaveAccessibleName('Cart, 2 Items');
    await neverShows('Cart, 5 Items');
    expect(api.sent()).not.toContain(CART_ITEMS);
    first.unmount();

    renderShell({ brand: 'stud', path: '/', apiClient: api.client, serverCart: { id: 'chk-0', count: 2 } });
    expect(await screen.findByRole('link', { name: 'Cart, 5 Items' })).toBeInTheDocument();
  });

  it('asks for the cart again when the checkout id changes, and shows 0 when it is removed', async () => {
    const api = fakeApi({ [CART_ITEMS]: cartOf(1) });
    renderShell({ brand: 'cele', path: '/', apiClient: api.client });
    expect(cartLink()).toHaveAccessibleName('Cart, 0 Items');
    expect(api.sent()).not.toContain(CART_ITEMS);

    act(() => storage.set('checkoutId', 'chk-2'));
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();

    act(() => storage.remove('checkoutId'));
    expect(cartLink()).toHaveAccessibleName('Cart, 0 Items');
  });

  it('keeps the count it has, without an error, when the cart cannot be fetched', async () => {
    const errors = jest.spyOn(console, 'error');
    const api = fakeApi({}); // no cart endpoint yet: 404
    renderShell({ brand: 'stud', path: '/', apiClient: api.client });
    act(() => eventBus.emit('cart/countChanged', { count: 2 }, { crossTab: false }));

    act(() => storage.set('checkoutId', 'chk-3'));
    await screen.findByRole('heading', { name: 'HomePage (home)' });
    await waitFor(() => expect(api.sent()).toContain(CART_ITEMS));
    await neverShows('Cart, 0 Items'); // the 404 has come back and changed nothing

    expect(api.sent()).toContain(CART_ITEMS);
    expect(cartLink()).toHaveAccessibleName('Cart, 2 Items');
    expect(screen.getByRole('status', { name: 'Notifications' })).toBeEmptyDOMElement();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('ignores a late answer for a cart that is no longer stored', async () => {
    const { api, lateAnswer } = lateCartApi();
    renderShell({ brand: 'stud', path: '/', apiClient: api.client });
    await screen.findByRole('heading', { name: 'HomePage (home)' });

    act(() => storage.set('checkoutId', 'chk-old'));
    const answer = await lateAnswer();
    expect(api.sent()).toContain(CART_ITEMS);
    act(() => storage.remove('checkoutId')); // paid, or the last line removed
    answer(cartOf(5));
    await neverShows('Cart, 5 Items');

    expect(cartLink()).toHaveAccessibleName('Cart, 0 Items');
  });

  it('lets the count a remote reports win over an answer that was still on its way', async () => {
    storage.set('checkoutId', 'chk-4');
    const { api, lateAnswer } = lateCartApi();
    renderShell({ brand: 'stud', path: '/', apiClient: api.client });
    await screen.findByRole('heading', { name: 'HomePage (home)' });

    const answer = await lateAnswer();
    act(() => eventBus.emit('cart/countChanged', { count: 4 }, { crossTab: false }));
    answer(cartOf(3));
    await neverShows('Cart, 3 Items');

    expect(cartLink()).toHaveAccessibleName('Cart, 4 Items');
  });
});
