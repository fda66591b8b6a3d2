import { screen, within } from '@testing-library/react';
import { renderShell } from '../../testing/render-shell';

describe('the footer', () => {
  it('shows the current year and the brand name', async () => {
    renderShell({ brand: 'cele', path: '/' });

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Varicocele`);
    await screen.findByRole('heading', { name: 'HomePage (home)' });
  });

  it('links Contact Us to contact, and Terms of Service and Privacy Policy to terms', async () => {
    renderShell({ brand: 'stud', path: '/' });

    const nav = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/stud/contact');
    expect(nav.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/stud/terms');
    expect(nav.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/stud/terms');
    await screen.findByRole('heading', { name: 'HomePage (home)' });
  });

  it('opens social links in a new tab without giving them the page', async () => {
    renderShell({ brand: 'careapp', path: '/' });

    const social = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social.length).toBeGreaterThan(0);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    await screen.findByRole('heading', { name: 'HomePage (home)' });
  });

  it('is replaced by the slim secure-checkout footer on checkout', async () => {
    renderShell({ brand: 'stud', path: '/checkout' });

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('SSL Secure Checkout');
    expect(within(footer).queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'CheckoutPage (checkout)' });
  });
});
