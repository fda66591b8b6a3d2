import { isMultiSelect } from '../../cart/state';
import styles from './option-groups.module.css';

export interface OptionGroupsProps {
  attributes: Record<string, string[]>;
  /** The attributes that take several values (product data); the others take one. */
  multiSelect: readonly string[] | undefined;
  selected: Record<string, string[]>;
  /** Attributes to highlight as still to choose. */
  missing: readonly string[];
  /** While products-detail runs for a choice, no option can be pressed. */
  disabled: boolean;
  onChoose: (attribute: string, value: string, multi: boolean) => void;
  /** The id of the message that says what is missing. */
  messageId: string;
  /** Prefix of each group's id (`<prefix>-<index>`), unique on the page. */
  idPrefix: string;
}

/**
 * One group of option buttons per attribute (docs/product.md §2 widget 2, §5). Each button is a toggle
 * (aria-pressed): in a multi-select group several can be on, elsewhere pressing one releases the
 * other. A group still to choose is highlighted and points at the message.
 */
export function OptionGroups({
  attributes,
  multiSelect,
  selected,
  missing,
  disabled,
  onChoose,
  messageId,
  idPrefix,
}: OptionGroupsProps) {
  return (
    <>
      {Object.entries(attributes).map(([attribute, values], index) => {
        const isMissing = missing.includes(attribute);
        const multi = isMultiSelect(multiSelect, attribute);
        return (
          <fieldset
            key={attribute}
            id={`${idPrefix}-${index}`}
            className={`${styles.options} ${isMissing ? styles.missing : ''}`}
            aria-invalid={isMissing || undefined}
            aria-describedby={isMissing ? messageId : undefined}
          >
            <legend className={styles.legend}>
              {attribute}
              {multi ? <span className={styles.hint}> (choose one or more)</span> : null}
              {isMissing ? <span className={styles.required}> (please choose)</span> : null}
            </legend>
            {values.map((value) => (
              <button
                key={value}
                type="button"
                className={styles.option}
                aria-pressed={selected[attribute]?.includes(value) ?? false}
                disabled={disabled}
                onClick={() => onChoose(attribute, value, multi)}
              >
                {value}
              </button>
            ))}
          </fieldset>
        );
      })}
    </>
  );
}
