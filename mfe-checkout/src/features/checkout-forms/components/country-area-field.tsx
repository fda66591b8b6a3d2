import { useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { MESSAGES } from 'shared-contracts';
import { SelectField } from 'shared-ui';
import { FinalSelectField, FinalTextField } from 'shared-ui/final-form';
import { useListSubdivisionsQuery } from '../../../api/checkout-api';
import { FIELD_LABELS } from '../checkout-rules';

/**
 * State or province: a list of the chosen country's subdivisions from the API, or a text field
 * for a country that has none. Picking another country empties it; a stored name ("New York")
 * becomes its code ("US-NY") once the list is known, so the list shows it chosen.
 */
export function CountryAreaField({ className }: { className?: string }) {
  const form = useForm();
  const country = useField<string>('country', { subscription: { value: true } }).input.value;
  const area = useField<string>('country_area', { subscription: { value: true } }).input.value;
  const subdivisions = useListSubdivisionsQuery(country, { skip: !country });
  const previousCountry = useRef(country);

  useEffect(() => {
    if (previousCountry.current !== country) form.change('country_area', '');
    previousCountry.current = country;
  }, [country, form]);

  useEffect(() => {
    const byName = subdivisions.data?.find((entry) => entry.name.toLowerCase() === area.toLowerCase());
    if (byName && byName.code !== area) form.change('country_area', byName.code);
  }, [subdivisions.data, area, form]);

  if (country && subdivisions.isFetching) {
    // Same size as the list that replaces it, so nothing moves.
    return (
      <SelectField
        className={className}
        label={FIELD_LABELS.country_area}
        options={[]}
        placeholder={MESSAGES.loading}
        disabled
        value=""
      />
    );
  }
  const options = (subdivisions.data ?? []).map((entry) => ({ value: entry.code, label: entry.name }));
  if (options.length === 0) {
    return (
      <FinalTextField
        className={className}
        name="country_area"
        label={FIELD_LABELS.country_area}
        autoComplete="shipping address-level1"
        required
        maxLength={100}
      />
    );
  }
  return (
    <FinalSelectField
      className={className}
      name="country_area"
      label={FIELD_LABELS.country_area}
      options={options}
      placeholder="Select a state or province"
      autoComplete="shipping address-level1"
      required
    />
  );
}
