import { render, screen } from '@testing-library/react';
import SpecialistsSupportPage from './specialists-support-page';

describe('SpecialistsSupportPage', () => {
  it('shows the page name, the remote that serves it and its page key', () => {
    render(
      <SpecialistsSupportPage
        brand="cele"
        pageKey="specialists-support-a"
        brandHref={(path) => `/x${path}`}
      />,
    );

    const page = screen.getByRole('region', { name: 'Specialists support' });
    expect(page).toContainElement(screen.getByRole('heading', { level: 1, name: 'Specialists support' }));
    expect(page).toHaveTextContent(
      'This page is served by the content remote (content/SpecialistsSupportPage).',
    );
    expect(screen.getByText('specialists-support-a')).toBeVisible();
  });
});
