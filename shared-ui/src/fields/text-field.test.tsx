import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is an input named by its label and described by its hint', () => {
    render(<TextField label="Email" hint="We send the receipt here." type="email" />);

    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We send the receipt here.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error when touched, marks the input invalid and reads the error with it', () => {
    render(<TextField label="Email" hint="We send the receipt here." error="Enter a valid email" touched />);

    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send the receipt here. Enter a valid email');
    expect(screen.getByText('Enter a valid email')).toBeVisible();
  });

  it('keeps the error to itself until the field is touched', () => {
    render(<TextField label="Email" error="Enter a valid email" touched={false} />);

    expect(screen.queryByText('Enter a valid email')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it('works with plain value, onChange and onBlur props', async () => {
    const onBlur = jest.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField
            label="First name"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onBlur={onBlur}
          />
          <p>Hello {value}</p>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.tab();

    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('keeps a caller’s own aria-describedby', () => {
    render(
      <>
        <p id="rules">At least 8 characters.</p>
        <TextField label="Code" aria-describedby="rules" error="Too short" />
      </>,
    );

    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'At least 8 characters. Too short',
    );
  });
});
