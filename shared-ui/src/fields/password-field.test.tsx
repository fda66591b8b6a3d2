import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until Show is pressed, and hides it again with Hide', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" autoComplete="current-password" />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 's3cret!');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('s3cret!');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('does not submit the form when the toggle is pressed', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(
      <form onSubmit={onSubmit}>
        <PasswordField label="Password" />
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Show password' }));

    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows its error and marks the input invalid', () => {
    render(<PasswordField label="Password" error="Enter your password" />);

    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your password');
  });
});
