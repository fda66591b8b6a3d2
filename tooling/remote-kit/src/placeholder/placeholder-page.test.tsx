import { render, screen } from '@testing-library/react';
import { PlaceholderPage } from './placeholder-page';

describe('PlaceholderPage', () => {
  it('shows the page name, the remote that serves it and its page key', () => {
    render(
      <PlaceholderPage
        remote="checkout"
        title="Thank you"
        module="ThankYouPage"
        brand="stud"
        pageKey="thank-you-a"
        brandHref={(path) => `/x${path}`}
      />,
    );

    const page = screen.getByRole('region', { name: 'Thank you' });
    expect(page).toContainElement(screen.getByRole('heading', { level: 1, name: 'Thank you' }));
    expect(page).toHaveTextContent('This page is served by the checkout remote (checkout/ThankYouPage).');
    expect(screen.getByText('thank-you-a')).toBeVisible();
  });
});
