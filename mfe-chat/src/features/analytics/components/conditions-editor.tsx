import { useState } from 'react';
import type { ChatAnalytics } from 'shared-contracts';
import { describeError } from 'shared-contracts';
import { Button, SelectField } from 'shared-ui';
import {
  useAddDiseaseMutation,
  useChangeDiseaseMutation,
  useRemoveDiseaseMutation,
} from '../../../api/chat-api';
import styles from './health-analytics.module.css';

/** The conditions the user recorded: change one, forget one, or add one (the my-disease calls). */
export function ConditionsEditor({ analytics }: { analytics: ChatAnalytics }) {
  const [addDisease, adding] = useAddDiseaseMutation();
  const [changeDisease, changing] = useChangeDiseaseMutation();
  const [removeDisease, removing] = useRemoveDiseaseMutation();
  const [chosen, setChosen] = useState('');
  const recorded = new Set(analytics.user_diseases.map((each) => each.disease.id));
  const options = analytics.diseases.map((disease) => ({ value: String(disease.id), label: disease.name }));
  const failure = adding.error ?? changing.error ?? removing.error;

  return (
    <div className={styles.block}>
      <h3 className={styles.subtitle}>Your conditions</h3>
      {analytics.user_diseases.length === 0 ? (
        <p className={styles.muted}>None recorded.</p>
      ) : (
        <ul className={styles.records}>
          {analytics.user_diseases.map((each) => (
            <li key={each.id} className={styles.record}>
              <SelectField
                label={`Condition ${each.disease.name}`}
                value={String(each.disease.id)}
                options={options.map((option) => ({
                  ...option,
                  disabled: option.value !== String(each.disease.id) && recorded.has(Number(option.value)),
                }))}
                onChange={(event) =>
                  void changeDisease({ id: each.id, diseaseId: Number(event.target.value) })
                }
              />
              <Button
                variant="link"
                aria-label={`Remove ${each.disease.name}`}
                disabled={removing.isLoading}
                onClick={() => void removeDisease({ id: each.id })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className={styles.add}
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) return;
          void addDisease({ diseaseId: Number(chosen) }).then(() => setChosen(''));
        }}
      >
        <SelectField
          label="Add a condition"
          placeholder="Choose a condition"
          value={chosen}
          options={options.filter((option) => !recorded.has(Number(option.value)))}
          onChange={(event) => setChosen(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          loading={adding.isLoading}
          loadingLabel="Adding the condition"
        >
          Add
        </Button>
      </form>
      {failure && (
        <p role="alert" className={styles.error}>
          {describeError(failure, { fallback: 'The change could not be saved. Please try again.' })}
        </p>
      )}
    </div>
  );
}
