import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type AppEventMap } from 'shared-contracts';
import { renderShell } from '../../testing/render-shell';
import { routerPath } from './toast-region';

const notify = (payload: AppEventMap['notify']) => act(() => eventBus.emit('notify', payload));

describe('toasts', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a notify event and hides it after 3000 ms', async () => {
    jest.useFakeTimers();
    renderShell({ brand: 'stud', path: '/contact' });
    await screen.findByRole('heading', { name: 'ContactPage (contact)' });
    const region = screen.getByRole('status', { name: 'Notifications' });

    notify({ message: 'Message sent', kind: 'success' });
    expect(within(region).getByText('Message sent')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2999));
    expect(within(region).getByText('Message sent')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(region).queryByText('Message sent')).not.toBeInTheDocument();
  });

  it('offers its link inside the brand, and following it closes the toast', async () => {
    const user = userEvent.setup();
    renderShell({ brand: 'stud', path: '/shop' });
    await screen.findByRole('heading', { name: 'CatalogPage (shop)' });

    notify({ message: 'Added to cart', kind: 'success', link: { label: 'Go to Cart', href: '/stud/cart' } });
    await user.click(screen.getByRole('link', { name: 'Go to Cart' }));

    expect(await screen.findByRole('heading', { name: 'CartPage (cart)' })).toBeInTheDocument();
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    const user = userEvent.setup();
    renderShell({ brand: 'careapp', path: '/' });
    await screen.findByRole('heading', { name: 'HomePage (home)' });

    notify({ message: 'Could not save', kind: 'error' });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));

    expect(screen.queryByText('Could not save')).not.toBeInTheDocument();
  });
});

describe('routerPath', () => {
  it('turns an href of this brand into a router path', () => {
    expect(routerPath('/stud/cart', '/stud')).toBe('/cart');
    expect(routerPath('/stud', '/stud')).toBe('/');
    expect(routerPath('/cart', '')).toBe('/cart');
  });

  it('leaves links elsewhere to the browser', () => {
    expect(routerPath('/varicocele/cart', '/stud')).toBeNull();
    expect(routerPath('/studio', '/stud')).toBeNull();
    expect(routerPath('https://example.com/', '')).toBeNull();
    expect(routerPath('//evil.example', '')).toBeNull();
  });
});
