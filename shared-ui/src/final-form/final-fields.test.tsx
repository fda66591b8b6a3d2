import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import {
  FinalCheckboxField,
  FinalEmailField,
  FinalFormError,
  FinalPasswordField,
  FinalRadioGroup,
  FinalSelectField,
  FinalTextAreaField,
  FinalTextField,
} from './final-fields';

const required = (message: string) => (value: unknown) => (value ? undefined : message);

interface Values {
  email?: string;
  password?: string;
  terms?: boolean;
  country?: string;
  unit?: string;
  note?: string;
}

function SignUpForm({ onSubmit }: { onSubmit: (values: Values) => object | undefined }) {
  return (
    <Form<Values>
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <FinalTextField name="email" label="Email" type="email" validate={required('Enter your email')} />
          <FinalPasswordField name="password" label="Password" validate={required('Enter a password')} />
          <FinalCheckboxField name="terms" label="I accept the terms" />
          <FinalSelectField
            name="country"
            label="Country"
            placeholder="Choose a country"
            options={[{ value: 'ca', label: 'Canada' }]}
          />
          <FinalRadioGroup
            name="unit"
            label="Height in"
            options={[
              { value: 'in', label: 'Inches' },
              { value: 'cm', label: 'Centimetres' },
            ]}
          />
          <FinalTextAreaField name="note" label="Anything else?" />
          <FinalFormError />
          <button type="submit">Create account</button>
        </form>
      )}
    />
  );
}

describe('the final-form fields', () => {
  it('show no error while the user has not left the field yet', async () => {
    const user = userEvent.setup();
    render(<SignUpForm onSubmit={jest.fn()} />);

    await user.click(screen.getByRole('textbox', { name: 'Email' }));

    expect(screen.queryByText('Enter your email')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it('show the error once the field is left empty', async () => {
    const user = userEvent.setup();
    render(<SignUpForm onSubmit={jest.fn()} />);

    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.tab();

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter your email');
    expect(screen.queryByText('Enter a password')).not.toBeInTheDocument();
  });

  it('show every error when a submit fails, and do not submit', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<SignUpForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByText('Enter a password')).toBeInTheDocument();
  });

  it('submit the values typed, ticked and chosen', async () => {
    const onSubmit = jest.fn<undefined, [Values]>();
    const user = userEvent.setup();
    render(<SignUpForm onSubmit={onSubmit} />);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Canada');
    await user.click(screen.getByRole('radio', { name: 'Centimetres' }));
    await user.type(screen.getByRole('textbox', { name: 'Anything else?' }), 'Call me');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
      terms: true,
      country: 'ca',
      unit: 'cm',
      note: 'Call me',
    });
  });

  it('show the server’s error for a field until the user edits it', async () => {
    const user = userEvent.setup();
    render(
      <SignUpForm
        onSubmit={() => ({ email: 'An account with this email already exists', [FORM_ERROR]: 'x' })}
      />,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(email).toHaveAccessibleDescription('An account with this email already exists');

    await user.type(email, 'm');
    expect(email).not.toHaveAccessibleDescription();
  });
});

describe('the form error', () => {
  it('announces what the submit returned for the whole form, and nothing before', async () => {
    const user = userEvent.setup();
    render(<SignUpForm onSubmit={() => ({ [FORM_ERROR]: 'Could not reach the server. Try again.' })} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Could not reach the server. Try again.');
  });
});

describe('the email field', () => {
  it('is the email input named "email" with the autofill hint, and shows the rule it is given', async () => {
    const user = userEvent.setup();
    const submitted = jest.fn();
    render(
      <Form<{ email?: string }>
        onSubmit={submitted}
        render={({ handleSubmit }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate>
            <FinalEmailField validate={required('Please enter your email.')} />
            <button type="submit">Send</button>
          </form>
        )}
      />,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('name', 'email');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(email).toHaveAccessibleDescription('Please enter your email.');
    expect(submitted).not.toHaveBeenCalled();

    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toHaveBeenCalledWith(
      { email: 'ada@example.com' },
      expect.anything(),
      expect.anything(),
    );
  });
});
