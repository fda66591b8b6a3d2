import { render, screen } from '@testing-library/react';
import OrderHistoryPage from './order-history-page';

describe('OrderHistoryPage', () => {
  it('shows the page name, the remote that serves it and its page key', () => {
    render(<OrderHistoryPage brand="stud" pageKey="order-history-a" brandHref={(path) => `/x${path}`} />);

    const page = screen.getByRole('region', { name: 'Order history' });
    expect(page).toContainElement(screen.getByRole('heading', { level: 1, name: 'Order history' }));
    expect(page).toHaveTextContent('This page is served by the checkout remote (checkout/OrderHistoryPage).');
    expect(screen.getByText('order-history-a')).toBeVisible();
  });
});
