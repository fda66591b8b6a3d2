import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewsList } from './reviews-list';

const long = `${'Comfortable and supportive. '.repeat(20)}The end.`;

describe('ReviewsList', () => {
  it('shows name, Verified customer badge and stars, and cuts content at 500 characters until See more', async () => {
    const user = userEvent.setup();
    render(
      <ReviewsList
        reviews={[
          { full_name: 'Daniel R.', is_verified: true, review_stars: 4, title: 'Great', content: long },
        ]}
      />,
    );
    expect(screen.getByText('Daniel R.')).toBeVisible();
    expect(screen.getByText('Verified customer')).toBeVisible();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    expect(screen.getByText(`${long.slice(0, 500)}...`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByText(long)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
  });

  it('shows a short review whole, without See more or a badge for an unverified one', () => {
    render(
      <ReviewsList
        reviews={[
          { full_name: 'Ivan P.', is_verified: false, review_stars: 5, title: 'Ok', content: 'Fine.' },
        ]}
      />,
    );
    expect(screen.getByText('Fine.')).toBeVisible();
    expect(screen.queryByText('Verified customer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
  });
});
