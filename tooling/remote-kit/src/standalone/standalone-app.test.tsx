import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { RemotePageProps } from 'shared-contracts';
import { StandaloneApp } from './standalone-app';
import { standalonePages } from './standalone-pages';

// Stands for a page module: shows the props the standalone page passed.
function propsPage(title: string) {
  return () =>
    Promise.resolve({
      default: ({ brand, pageKey }: RemotePageProps) => (
        <h1>
          {title} for {brand} ({pageKey})
        </h1>
      ),
    });
}

const pages = standalonePages<'checkout'>({
  CheckoutPage: propsPage('Checkout'),
  ThankYouPage: propsPage('Thank you'),
  OrderHistoryPage: propsPage('Order history'),
});

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <StandaloneApp remote="checkout" defaultBrand="stud" pages={pages} />
    </MemoryRouter>,
  );
}

describe('StandaloneApp', () => {
  it("lists the remote's pages and asks to pick one", () => {
    renderAt('/');

    const nav = screen.getByRole('navigation', { name: 'Pages of the checkout remote' });
    expect(nav).toHaveTextContent('checkout remote (standalone)');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['CheckoutPage', 'ThankYouPage', 'OrderHistoryPage']);
    expect(screen.getByText('Pick a page of the checkout remote.')).toBeVisible();
  });

  it('renders the picked page for the default brand, with its path as the page key', async () => {
    renderAt('/');

    await userEvent.click(screen.getByRole('link', { name: 'OrderHistoryPage' }));

    expect(
      await screen.findByRole('heading', { name: 'Order history for stud (order-history)' }),
    ).toBeVisible();
  });

  it('renders the page for the brand of ?brand= and keeps it in the links', async () => {
    renderAt('/thank-you?brand=cele');

    expect(await screen.findByRole('heading', { name: 'Thank you for cele (thank-you)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'CheckoutPage' })).toHaveAttribute(
      'href',
      '/checkout?brand=cele',
    );
  });

  it('falls back to the default brand when ?brand= names no brand', async () => {
    renderAt('/checkout?brand=nope');

    expect(await screen.findByRole('heading', { name: 'Checkout for stud (checkout)' })).toBeVisible();
  });

  it('says so when no page answers at the path', () => {
    renderAt('/nowhere');

    expect(screen.getByText('No page of the checkout remote answers here.')).toBeVisible();
  });
});
