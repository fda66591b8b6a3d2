import dayjs from 'dayjs';
import { useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import type { AbVariantSource } from 'shared-contracts';
import { submissionErrors } from 'shared-contracts';
import { Button } from 'shared-ui';
import { FinalFormError, FinalTextAreaField } from 'shared-ui/final-form';
import { useSaveVariantMutation } from '../../api/content-api';
import { sanitizeWithReport } from '../../components/sanitize-markup';
import { useLinkBase } from '../../components/use-link-base';
import styles from './ab-editor.module.css';

interface VariantValues {
  content: string;
  script: string;
}

/** The preview of the markup as the page would show it: sanitised, no script run. */
function Preview({ variant, markup }: { variant: number; markup: string }) {
  // Links to the brand's pages get its prefix, as on the page.
  const linkBase = useLinkBase();
  const { html, removed } = sanitizeWithReport(markup, { linkBase });
  return (
    <section className={styles.preview} aria-labelledby={`preview-${variant}`}>
      <h3 id={`preview-${variant}`} className={styles.previewTitle}>
        Preview of variant {variant}
      </h3>
      {removed.length > 0 ? (
        <p className={styles.note}>
          The page leaves out what could run code: {removed.join(', ')}. Put behaviour in the script.
        </p>
      ) : null}
      {/* Sanitised by DOMPurify, exactly as on the page; the script runs only on the page. */}
      <div className={styles.previewBody} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

/**
 * One variant's markup and script, saved through PUT /api/ab_test/content/{identifier}/{variant}/.
 * The server's refusal (a script that does not parse, a missing right) shows above the button,
 * and the fields keep what the editor typed.
 */
export function VariantEditor({ identifier, source }: { identifier: string; source: AbVariantSource }) {
  const [save] = useSaveVariantMutation();
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const titleId = `variant-${source.variant}-title`;
  return (
    <Form<VariantValues>
      initialValues={{ content: source.content, script: source.script ?? '' }}
      onSubmit={async (values) => {
        setSavedAt(null);
        try {
          await save({
            identifier,
            variant: source.variant,
            content: values.content ?? '',
            script: values.script?.trim() ? values.script : null,
          }).unwrap();
          setSavedAt(dayjs().format('h:mm:ss A'));
          return undefined;
        } catch (error) {
          return submissionErrors(error, [], { fallback: 'Saving failed. Please try again.' });
        }
      }}
    >
      {({ handleSubmit, submitting }) => (
        <form
          className={styles.variant}
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          aria-labelledby={titleId}
        >
          <h2 id={titleId}>Variant {source.variant}</h2>
          <FinalTextAreaField
            name="content"
            label="Markup (HTML)"
            hint="Link a page of this brand by its path, such as /shop or /assess-pain: the brand's prefix is added. Link another site with its full https:// address."
            rows={8}
            className={styles.code}
            spellCheck={false}
          />
          <FinalTextAreaField
            name="script"
            label="Script (optional)"
            hint="JavaScript run once after the markup; `block` is the block's element."
            rows={4}
            className={styles.code}
            spellCheck={false}
          />
          <FormSpy<VariantValues> subscription={{ values: true }}>
            {({ values }) => <Preview variant={source.variant} markup={values.content ?? ''} />}
          </FormSpy>
          <FinalFormError />
          <div className={styles.actions}>
            <Button type="submit" loading={submitting} loadingLabel={`Saving variant ${source.variant}`}>
              Save variant {source.variant}
            </Button>
            <p role="status" className={styles.saved}>
              {savedAt && !submitting ? `Variant ${source.variant} saved at ${savedAt}.` : ''}
            </p>
          </div>
        </form>
      )}
    </Form>
  );
}
