import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInRemote } from 'remote-kit/testing';
import {
  ApiError,
  defaultRuntimeConfig,
  MESSAGES,
  resetRuntimeConfig,
  setRuntimeConfig,
} from 'shared-contracts';
import { createTestShop, kitProduct, inShop } from '../../../testing/shop-test-kit';
import ProductOptionsDialog from './product-options-dialog';

const kit = kitProduct();
const card = { id: kit.id, title: kit.name, image: '', link: `/${kit.slug}`, price: 9, discount: '' };

function shopWithKit() {
  setRuntimeConfig(defaultRuntimeConfig());
  return createTestShop(fakeApi(() => ({ status: 200, data: kit })).client);
}

// Renders the dialog and two sliders' worth of role queries: slow on a busy machine.
jest.setTimeout(30_000);

describe('ProductOptionsDialog', () => {
  afterEach(() => resetRuntimeConfig());

  it("checks the choice itself and leaves the page's own highlights alone", async () => {
    const user = userEvent.setup();
    const shop = shopWithKit();
    renderInRemote(
      <ProductOptionsDialog item={card} onOpenChange={jest.fn()} cartHref="/stud/cart" />,
      inShop(shop),
    );
    const dialog = await screen.findByRole('dialog', { name: kit.name });
    await within(dialog).findByRole('group', { name: /Add-ons \(choose one or more\)/ });

    await user.click(within(dialog).getByRole('button', { name: '30 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.selectAllOptions);
    expect(within(dialog).getByRole('group', { name: /Add-ons/ })).toHaveAttribute('aria-invalid', 'true');
    // The product page's info block reads the shared state: nothing of this dialog lands there.
    expect(shop.store.getState().cart).toMatchObject({ missingAttributes: [], message: null });
  });

  it('adds several add-ons, one line each, and closes', async () => {
    const user = userEvent.setup();
    const shop = shopWithKit();
    const onOpenChange = jest.fn();
    renderInRemote(
      <ProductOptionsDialog item={card} onOpenChange={onOpenChange} cartHref="/stud/cart" />,
      inShop(shop),
    );
    const dialog = await screen.findByRole('dialog', { name: kit.name });
    await within(dialog).findByRole('group', { name: /Add-ons/ });

    await user.click(within(dialog).getByRole('button', { name: '30 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Omega-3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Vitamin D' }));
    expect(within(dialog).getByText('$27.00')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(shop.server.checkouts.get('checkout-1')?.lines.map((line) => line.id)).toEqual([
      'line-k-30-o3',
      'line-k-30-d',
    ]);
  });

  it("shows the server's reason when it refuses the add, and stays open", async () => {
    const user = userEvent.setup();
    const shop = shopWithKit();
    shop.server.calls.create = () => Promise.reject(new ApiError({ detail: 'Only 0 left of Omega-3.' }, 409));
    const onOpenChange = jest.fn();
    renderInRemote(
      <ProductOptionsDialog item={card} onOpenChange={onOpenChange} cartHref="/stud/cart" />,
      inShop(shop),
    );
    const dialog = await screen.findByRole('dialog', { name: kit.name });
    await within(dialog).findByRole('group', { name: /Add-ons/ });

    await user.click(within(dialog).getByRole('button', { name: '30 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Omega-3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Only 0 left of Omega-3.'),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
