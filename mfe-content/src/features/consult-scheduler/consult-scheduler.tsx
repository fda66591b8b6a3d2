import { useEffect, useRef, useState } from 'react';
import { getRuntimeConfig, hasRuntimeConfig, type SchedulerConfig } from 'shared-contracts';
import { loadProviderScript } from './load-provider-script';
import { mountEmbed, prepareEmbed } from './provider-embeds';
import styles from './consult-scheduler.module.css';

type EmbedState = 'loading' | 'ready' | 'failed';

/**
 * The booking calendar of the deployment's scheduling provider (runtime config `scheduler`),
 * above the consultation form. Without a provider, or when its script cannot load (offline,
 * blocked, too slow), it is simply not there: the form below it is the way to ask for a consult.
 */
export function ConsultScheduler() {
  const scheduler = hasRuntimeConfig() ? getRuntimeConfig().scheduler : undefined;
  return scheduler ? <SchedulerEmbed scheduler={scheduler} /> : null;
}

function SchedulerEmbed({ scheduler }: { scheduler: SchedulerConfig }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<EmbedState>('loading');
  useEffect(() => {
    let current = true;
    prepareEmbed(scheduler);
    loadProviderScript(scheduler.scriptUrl)
      .then(() => {
        // Left the page, or this is React's first, discarded run of the effect in development.
        if (!current || !mountRef.current) return;
        mountEmbed(mountRef.current, scheduler);
        setState('ready');
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.warn(
          `The booking calendar is not shown, the consultation form is: ${error instanceof Error ? error.message : String(error)}`,
        );
        setState('failed');
      });
    return () => {
      current = false;
    };
  }, [scheduler]);

  if (state === 'failed') return null;
  return (
    <section className={styles.scheduler} aria-labelledby="consult-scheduler-title">
      <h2 id="consult-scheduler-title">Pick a time online</h2>
      <p>Choose a time with a specialist in the calendar, or send the form below and we call you back.</p>
      {state === 'loading' ? <p role="status">Loading the booking calendar…</p> : null}
      {/* The provider draws into this element; React never renders children into it. */}
      <div
        ref={mountRef}
        className={scheduler.provider === 'calendly' ? styles.calendly : styles.cal}
        aria-busy={state === 'loading'}
        data-scheduler={scheduler.provider}
      />
    </section>
  );
}
