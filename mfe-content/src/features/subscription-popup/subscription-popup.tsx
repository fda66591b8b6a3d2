import { FORM_ERROR } from 'final-form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useLocation } from 'react-router-dom';
import type { BrandId } from 'shared-contracts';
import { CONSTANTS, storage } from 'shared-contracts';
import { Button } from 'shared-ui';
import { FinalFormError, FinalTextField } from 'shared-ui/final-form';
import { Modal } from 'shared-ui/modal';
import { sanitizeMarkup } from '../ab-content/sanitize-markup';
import {
  useLazyGetPopupUrlsQuery,
  useLazyGetTemplateQuery,
  useSubscribeMutation,
} from '../ab-content/api/content-api';
import { failureMessage, validEmail } from '../forms/validators';
import styles from './subscription-popup.module.css';

/** The route path as the popup list writes it: the router's path (inside the brand), no trailing slash. */
export function pagePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * SPEC §4: after 30 s on a page, unless subscribed, fetch the popup's page list and open the
 * popup template when this page is on it. A successful submit shows the success template and
 * stores `subscribed`, so the popup never opens again. The button is enabled again 6 s after a
 * submit.
 */
export function SubscriptionPopup({ brand }: { brand: BrandId }) {
  const { pathname } = useLocation();
  // The router is mounted at the brand's basename, so this path is already inside the brand.
  const here = pagePath(pathname);
  const [open, setOpen] = useState(false);
  const [loadUrls] = useLazyGetPopupUrlsQuery();
  const [loadTemplate, { data: template }] = useLazyGetTemplateQuery();
  const [loadSuccess, { data: success }] = useLazyGetTemplateQuery();
  const [subscribe] = useSubscribeMutation();
  const [cooling, setCooling] = useState(false);
  const coolTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (storage.get('subscribed')) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void (async () => {
        if (storage.get('subscribed')) return;
        const urls = await loadUrls(undefined, true)
          .unwrap()
          .catch(() => []);
        if (cancelled || !urls.some((url) => url.brand === brand && url.path === here)) return;
        await loadTemplate('subscribe_popup', true).unwrap();
        if (!cancelled && !storage.get('subscribed')) setOpen(true);
      })().catch(() => undefined);
    }, CONSTANTS.subscribePopupDelayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [brand, here, loadUrls, loadTemplate]);

  useEffect(() => () => clearTimeout(coolTimer.current), []);

  const body = useMemo(() => sanitizeMarkup((success ?? template)?.content ?? ''), [success, template]);
  if (!template) return null;
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
              return { [FORM_ERROR]: failureMessage(error) };
            }
          }}
        >
          {({ handleSubmit, submitting }) => (
            <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
              <FinalTextField
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                validate={validEmail}
              />
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
