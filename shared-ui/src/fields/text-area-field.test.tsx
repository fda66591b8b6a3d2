import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormError } from './form-error';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('is a labelled multi-line box that shows its error when touched', async () => {
    const user = userEvent.setup();
    render(<TextAreaField label="Message" hint="What can we help with?" error="Enter a message" touched />);
    const box = screen.getByRole('textbox', { name: 'Message' });

    await user.type(box, 'First line{Enter}Second line');

    expect(box).toHaveValue('First line\nSecond line');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('What can we help with? Enter a message');
  });
});

describe('FormError', () => {
  it('announces the error of the whole form', () => {
    render(<FormError>Invalid email or password</FormError>);

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('renders nothing without a message', () => {
    render(<FormError />);

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
