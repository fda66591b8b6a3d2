import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from 'shared-contracts';
import { renderShell } from '../../testing/render-shell';

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const setCartCount = (count: number) =>
  act(() => eventBus.emit('cart/countChanged', { count }, { crossTab: false }));

describe('the header', () => {
  it('shows the stud menu; other brands are plain links to their prefix', async () => {
    renderShell({ brand: 'stud', path: '/about' });

    expect(menuLinks()).toEqual([
      ['VARICOCELE', '/varicocele/'],
      ['CAREAPP', '/'],
      ['ABOUT', '/stud/about'],
      ['SHOP', '/stud/shop'],
      ['GET SUPPORT', '/stud/contact'],
    ]);
    await screen.findByRole('heading', { name: 'AboutPage (about)' });
  });

  it('shows the varicocele menu and its consult button', async () => {
    renderShell({ brand: 'cele', path: '/' });

    expect(menuLinks()).toEqual([
      ['STUD BRIEFS', '/stud/shop'],
      ['CAREAPP', '/'],
      ['TREATMENTS', '/varicocele/treatments'],
      ['CONSULT', '/varicocele/consult'],
      ['CONTACT', '/varicocele/contact'],
    ]);
    expect(screen.getByRole('link', { name: 'Book a Consult' })).toHaveAttribute(
      'href',
      '/varicocele/consult',
    );
    await screen.findByRole('heading', { name: 'HomePage (home)' });
  });

  it('shows the varicoceleorg menu', async () => {
    renderShell({ brand: 'celeorg', path: '/' });

    expect(menuLinks()).toEqual([
      ['ABOUT', '/varicoceleorg/about'],
      ['CONTACT', '/varicoceleorg/contact'],
    ]);
    await screen.findByRole('heading', { name: 'HomePage (home)' });
  });

  it('shows careapp "Heal With CareApp" to login instead of a menu', async () => {
    renderShell({ brand: 'careapp', path: '/' });

    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Heal With CareApp' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Book a Consult' })).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'HomePage (home)' });
  });

  it('links the logo to the brand home and the profile icon to /profile', async () => {
    renderShell({ brand: 'stud', path: '/shop' });

    expect(screen.getByRole('link', { name: 'Stud home' })).toHaveAttribute('href', '/stud/');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/stud/profile');
    await screen.findByRole('heading', { name: 'CatalogPage (shop)' });
  });

  it('opens and closes the mobile menu with the keyboard', async () => {
    const user = userEvent.setup();
    renderShell({ brand: 'stud', path: '/' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await screen.findByRole('heading', { name: 'HomePage (home)' });
  });

  it('closes the mobile menu when a menu link is followed', async () => {
    const user = userEvent.setup();
    renderShell({ brand: 'stud', path: '/' });
    const toggle = screen.getByRole('button', { name: 'Menu' });

    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'SHOP' }));

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('heading', { name: 'CatalogPage (shop)' })).toBeInTheDocument();
  });
});

describe('the cart icon', () => {
  it('starts at 0 and shows the count the shop reports', async () => {
    renderShell({ brand: 'stud', path: '/' });
    expect(screen.getByRole('link', { name: 'Cart, 0 Items' })).toHaveAttribute('href', '/stud/cart');

    setCartCount(1);
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toHaveTextContent('1');

    setCartCount(3);
    expect(screen.getByRole('link', { name: 'Cart, 3 Items' })).toHaveTextContent('3');
    await screen.findByRole('heading', { name: 'HomePage (home)' });
  });

  it('goes to checkout from the cart page when the cart has items', async () => {
    renderShell({ brand: 'stud', path: '/cart/a' });
    setCartCount(2);

    expect(screen.getByRole('link', { name: 'Checkout, 2 Items in cart' })).toHaveAttribute(
      'href',
      '/stud/checkout',
    );
    await screen.findByRole('heading', { name: 'CartPage (cart-a)' });
  });

  it.each([
    ['careapp', '/'],
    ['celeorg', '/about'],
  ] as const)(
    "on %s, which has no cart of its own, leads to varicocele's cart and counts the stored cart",
    async (brand, path) => {
      renderShell({ brand, path });
      expect(screen.getByRole('link', { name: 'Cart, 0 Items' })).toHaveAttribute('href', '/varicocele/cart');

      setCartCount(2);
      const cart = screen.getByRole('link', { name: 'Cart, 2 Items' });
      expect(cart).toHaveAttribute('href', '/varicocele/cart');
      expect(cart).toHaveTextContent('2');
      await screen.findByRole('heading', { level: 1 });
    },
  );

  it('stays on the cart when the cart page has no items', async () => {
    renderShell({ brand: 'cele', path: '/cart' });
    setCartCount(0);

    expect(screen.getByRole('link', { name: 'Cart, 0 Items' })).toHaveAttribute('href', '/varicocele/cart');
    await screen.findByRole('heading', { name: 'CartPage (cart)' });
  });
});

describe('pages without chrome', () => {
  it('shows neither header nor footer on stud login', async () => {
    renderShell({ brand: 'stud', path: '/login' });

    expect(await screen.findByRole('heading', { name: 'LoginPage (login)' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the banner on stud /b', async () => {
    renderShell({ brand: 'stud', path: '/b' });

    expect(screen.getByRole('complementary', { name: 'Shipping' })).toHaveTextContent('Free shipping');
    await screen.findByRole('heading', { name: 'HomePage (home-b)' });
  });
});

describe('the logo in checkout', () => {
  async function openDialog(path = '/checkout') {
    const user = userEvent.setup();
    renderShell({ brand: 'stud', path });
    await screen.findByRole('heading', { name: /^CheckoutPage/ });
    const logo = screen.getByRole('link', { name: 'Stud home' });
    await user.click(logo);
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to return to your Shopping Cart?',
    });
    return { user, logo, dialog };
  }

  it('asks before leaving checkout, and stays when asked to', async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Stay in checkout' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Current page')).toHaveTextContent('/checkout');
  });

  it('opens over the whole page, not inside the header, so nothing on the page covers it', async () => {
    const { dialog } = await openDialog();

    expect(screen.getByRole('banner', { hidden: true })).not.toContainElement(dialog);
    expect(screen.getByRole('main', { hidden: true })).not.toContainElement(dialog);
    // And the page behind it is hidden from screen readers until it closes.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('keeps the keyboard inside while it is open', async () => {
    const { user, dialog } = await openDialog();

    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Return to cart' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Stay in checkout' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'Stay in checkout',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Stay in checkout' })),
    ],
    [
      'the close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'the backdrop',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('dialog').parentElement as HTMLElement),
    ],
  ])('gives focus back to the logo when closed with %s', async (_how, close) => {
    const { user, logo } = await openDialog();

    await close(user);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logo).toHaveFocus();
  });

  it('returns to the cart when the shopper confirms', async () => {
    const { user } = await openDialog('/checkout/b');

    await user.click(screen.getByRole('button', { name: 'Return to cart' }));

    expect(await screen.findByRole('heading', { name: 'CartPage (cart)' })).toBeInTheDocument();
  });
});
