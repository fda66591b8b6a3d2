import { render, screen } from '@testing-library/react';
import ManageCommunicationsPage from './manage-communications-page';

describe('ManageCommunicationsPage', () => {
  it('shows the page name, the remote that serves it and its page key', () => {
    render(
      <ManageCommunicationsPage
        brand="careapp"
        pageKey="manage-communications-a"
        brandHref={(path) => `/x${path}`}
      />,
    );

    const page = screen.getByRole('region', { name: 'Manage communications' });
    expect(page).toContainElement(screen.getByRole('heading', { level: 1, name: 'Manage communications' }));
    expect(page).toHaveTextContent('This page is served by the auth remote (auth/ManageCommunicationsPage).');
    expect(screen.getByText('manage-communications-a')).toBeVisible();
  });
});
