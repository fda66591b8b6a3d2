import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxField } from './checkbox-field';
import { RadioGroup } from './radio-group';
import { SelectField } from './select-field';

const UNITS = [
  { value: 'in', label: 'Inches' },
  { value: 'cm', label: 'Centimetres' },
];

describe('CheckboxField', () => {
  it('is a checkbox named by its label that toggles on a click on the label', async () => {
    function Terms() {
      const [checked, setChecked] = useState(false);
      return (
        <CheckboxField
          label="I accept the terms"
          checked={checked}
          onChange={(e) => setChecked(e.target.checked)}
        />
      );
    }
    const user = userEvent.setup();
    render(<Terms />);

    await user.click(screen.getByText('I accept the terms'));

    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toBeChecked();
  });

  it('shows its error', () => {
    render(<CheckboxField label="I accept the terms" error="Accept the terms to go on" />);

    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Accept the terms to go on');
  });
});

describe('SelectField', () => {
  it('is a labelled list with an empty first choice', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<SelectField label="Unit" placeholder="Choose a unit" options={UNITS} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Unit' });
    expect(select).toHaveValue('');

    await user.selectOptions(select, 'Centimetres');

    expect(select).toHaveValue('cm');
    expect(onChange).toHaveBeenCalled();
  });
});

describe('RadioGroup', () => {
  function Unit({ error }: { error?: string }) {
    const [value, setValue] = useState('in');
    return (
      <RadioGroup
        label="Height in"
        name="unit"
        options={UNITS}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        required
      />
    );
  }

  it('is a radio group named by its legend, with one option checked', async () => {
    const user = userEvent.setup();
    render(<Unit />);
    const group = screen.getByRole('radiogroup', { name: 'Height in' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('radio', { name: 'Inches' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Centimetres' }));

    expect(screen.getByRole('radio', { name: 'Centimetres' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Inches' })).not.toBeChecked();
  });

  it('marks the group invalid and reads its error', () => {
    render(<Unit error="Choose a unit" />);

    const group = screen.getByRole('radiogroup', { name: 'Height in' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a unit');
  });
});
