import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../testing/render-shell';

describe('navigation', () => {
  it('scrolls to the top and moves focus to the new page', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderShell({ brand: 'stud', path: '/' });
    await screen.findByRole('heading', { name: 'HomePage (home)' });
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'SHOP' }));

    expect(await screen.findByRole('heading', { name: 'CatalogPage (shop)' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('main')).toHaveFocus();
    scrollTo.mockRestore();
  });
});
