import { useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import type { CustomerInteractionTemplate } from 'shared-contracts';
import { CONSTANTS, storage, submissionErrors, validEmail } from 'shared-contracts';
import { Button } from 'shared-ui';
import { FinalEmailField, FinalFormError } from 'shared-ui/final-form';
import { Modal } from 'shared-ui/modal';
import { useLazyGetTemplateQuery, useSubscribeMutation } from '../../api/content-api';
import { sanitizeMarkup } from '../../components/sanitize-markup';
import { useLinkBase } from '../../components/use-link-base';
import { SENDING_FAILED } from '../../components/sending-failed';
import styles from './subscription-popup.module.css';

/**
 * The popup itself, loaded only when it opens (the dialog and form libraries stay out of every
 * page's first download). A successful submit shows the success template and stores
 * `subscribed`; the button is enabled again 6 s after a submit.
 */
export default function SubscriptionDialog({
  template,
  open,
  setOpen,
}: {
  template: CustomerInteractionTemplate;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const [loadSuccess, { data: success }] = useLazyGetTemplateQuery();
  const [subscribe] = useSubscribeMutation();
  const [cooling, setCooling] = useState(false);
  const coolTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(coolTimer.current), []);

  // Links to the brand's pages get its prefix, as in A/B markup.
  const linkBase = useLinkBase();
  const body = useMemo(
    () => sanitizeMarkup((success ?? template)?.content ?? '', { linkBase }),
    [success, template, linkBase],
  );
  const done = Boolean(success);
  return (
    <Modal
      title={(done ? success?.title : template.title) ?? ''}
      open={open}
      onOpenChange={setOpen}
      size="sm"
    >
      {/* Sanitised just above. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: body }} />
      {done ? null : (
        <Form<{ email: string }>
          onSubmit={async ({ email }) => {
            setCooling(true);
            clearTimeout(coolTimer.current);
            coolTimer.current = setTimeout(() => setCooling(false), CONSTANTS.subscribeReenableMs);
            try {
              await subscribe({
                email: email.trim(),
                identifier: template.identifier ?? template.template_name,
              }).unwrap();
              storage.set('subscribed', true);
              await loadSuccess('subscribe_success', true).unwrap();
              return undefined;
            } catch (error) {
              return submissionErrors(error, [], SENDING_FAILED);
            }
          }}
        >
          {({ handleSubmit, submitting }) => (
            <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
              <FinalEmailField validate={validEmail} />
              <FinalFormError />
              <Button type="submit" loading={submitting} disabled={cooling} loadingLabel="Subscribing">
                {template.button_label ?? 'Subscribe'}
              </Button>
            </form>
          )}
        </Form>
      )}
    </Modal>
  );
}
