import { useState, type FormEvent } from 'react';
import type { ChatAnalytics } from 'shared-contracts';
import { Button, SkeletonBlock, TextField, usePersonalParts, useStagedReveal } from 'shared-ui';
import { useGetChatAnalyticsQuery } from '../../../api/chat-api';
import { ConditionsEditor } from './conditions-editor';
import { MeasuresEditor } from './measures-editor';
import styles from './health-analytics.module.css';

function Topics({ entries }: { entries: ChatAnalytics['entries'] }) {
  if (entries.length === 0) return <p className={styles.muted}>No topic matches.</p>;
  return (
    <ul className={styles.topics}>
      {entries.map((entry) => (
        <li key={entry.name}>
          <h4 className={styles.topic}>{entry.name}</h4>
          <ul className={styles.items}>
            {entry.main_content.map((item) => (
              <li key={item.id}>{item.name}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * The profile's parts, shown one after the other once it is read (useStagedReveal, docs/adr/0195):
 * together they were one commit and layout of 31 ms, the chat home's longest task.
 */
const PARTS = { conditions: 1, measures: 2, topics: 3 } as const;

/**
 * The health analytics of docs/product.md §3: health topics with their main articles (searchable by name),
 * the conditions and the measures the user recorded, with the my-disease and
 * user-processor-variable calls to change them.
 */
export function HealthAnalytics() {
  const [search, setSearch] = useState('');
  const [name, setName] = useState('');
  // The user's profile is read in the browser once the shell knows the visitor (docs/adr/0150).
  const personal = usePersonalParts();
  const analytics = useGetChatAnalyticsQuery({ name }, { skip: !personal });
  const shown = useStagedReveal(PARTS.topics, Boolean(analytics.data));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setName(search.trim());
  };

  return (
    <section
      className={styles.analytics}
      aria-labelledby="health-analytics-title"
      aria-busy={(analytics.data && shown < PARTS.topics) || undefined}
    >
      <h2 id="health-analytics-title" className={styles.title}>
        Your health profile
      </h2>
      {(!personal || analytics.isLoading || (analytics.data && shown < PARTS.conditions)) && (
        <p aria-busy="true">Loading your health profile…</p>
      )}
      {analytics.isError && (
        <div role="alert">
          <p>Your health profile could not be loaded.</p>
          <Button variant="secondary" onClick={() => void analytics.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {analytics.data && shown >= PARTS.conditions && (
        <>
          <ConditionsEditor analytics={analytics.data} />
          {shown >= PARTS.measures ? (
            <MeasuresEditor analytics={analytics.data} />
          ) : (
            <SkeletonBlock className={styles.measuresPlaceholder} />
          )}
          {shown >= PARTS.topics ? (
            <div className={styles.block}>
              <h3 className={styles.subtitle}>Health topics</h3>
              <form className={styles.search} onSubmit={submit} role="search">
                <TextField
                  label="Search topics"
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
                <Button type="submit" variant="secondary">
                  Search
                </Button>
              </form>
              <Topics entries={analytics.data.entries} />
            </div>
          ) : (
            <SkeletonBlock className={styles.topicsPlaceholder} />
          )}
        </>
      )}
    </section>
  );
}
