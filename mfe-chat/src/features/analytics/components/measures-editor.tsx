import { useState, type FormEvent } from 'react';
import type { ChatAnalytics, UserProcessorVariable } from 'shared-contracts';
import { describeError } from 'shared-contracts';
import { Button, SelectField, TextField } from 'shared-ui';
import { useAddProcessorVariableMutation, useChangeProcessorVariableMutation } from '../../../api/chat-api';
import styles from './health-analytics.module.css';

const unitOf = (unit: string) => (unit ? ` (${unit})` : '');

function MeasureRow({ record }: { record: UserProcessorVariable }) {
  const [value, setValue] = useState(record.value);
  const [change, changing] = useChangeProcessorVariableMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '') return;
    void change({ id: record.id, processorVariableId: record.processor_variable.id, value: value.trim() });
  };
  return (
    <li>
      <form className={styles.record} onSubmit={submit}>
        <TextField
          label={`${record.processor_variable.name}${unitOf(record.processor_variable.unit)}`}
          value={value}
          maxLength={100}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={changing.isLoading} loadingLabel="Saving">
          Save
        </Button>
      </form>
      {changing.error && (
        <p role="alert" className={styles.error}>
          {describeError(changing.error, { fallback: 'The value could not be saved.' })}
        </p>
      )}
    </li>
  );
}

/** The measures the user recorded (age, testosterone, ...): change one or add one. */
export function MeasuresEditor({ analytics }: { analytics: ChatAnalytics }) {
  const [add, adding] = useAddProcessorVariableMutation();
  const [chosen, setChosen] = useState('');
  const [value, setValue] = useState('');
  const recorded = new Set(analytics.user_processor_variables.map((each) => each.processor_variable.id));
  const options = analytics.processor_variables
    .filter((variable) => !recorded.has(variable.id))
    .map((variable) => ({ value: String(variable.id), label: `${variable.name}${unitOf(variable.unit)}` }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || value.trim() === '') return;
    void add({ processorVariableId: Number(chosen), value: value.trim() }).then((result) => {
      if ('data' in result) {
        setChosen('');
        setValue('');
      }
    });
  };

  return (
    <div className={styles.block}>
      <h3 className={styles.subtitle}>Your measures</h3>
      {analytics.user_processor_variables.length === 0 ? (
        <p className={styles.muted}>None recorded.</p>
      ) : (
        <ul className={styles.records}>
          {analytics.user_processor_variables.map((record) => (
            <MeasureRow key={`${record.id}-${record.value}`} record={record} />
          ))}
        </ul>
      )}
      {options.length > 0 && (
        <form className={styles.add} onSubmit={submit}>
          <SelectField
            label="Add a measure"
            placeholder="Choose a measure"
            value={chosen}
            options={options}
            onChange={(event) => setChosen(event.target.value)}
          />
          <TextField
            label="Value"
            value={value}
            maxLength={100}
            onChange={(event) => setValue(event.target.value)}
          />
          <Button
            type="submit"
            variant="secondary"
            loading={adding.isLoading}
            loadingLabel="Adding the measure"
          >
            Add
          </Button>
        </form>
      )}
      {adding.error && (
        <p role="alert" className={styles.error}>
          {describeError(adding.error, { fallback: 'The measure could not be saved. Please try again.' })}
        </p>
      )}
    </div>
  );
}
