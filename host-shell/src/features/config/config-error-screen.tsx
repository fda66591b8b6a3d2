import styles from './config-error-screen.module.css';
import { RuntimeConfigError } from './parse-runtime-config';

interface ConfigErrorScreenProps {
  error: unknown;
}

/**
 * Shown instead of the site when /config.json is missing or malformed. Without the config the
 * brand, the API and the remotes are unknown, so this screen is deliberately plain and brand-free.
 */
export function ConfigErrorScreen({ error }: ConfigErrorScreenProps) {
  const message = error instanceof Error ? error.message : String(error);
  const problems = error instanceof RuntimeConfigError ? error.problems : [];
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>This site could not start</h1>
      <p>The site settings could not be loaded. Please try again in a moment.</p>
      <p className={styles.detail}>{message}</p>
      {problems.length > 0 && (
        <ul className={styles.detail} aria-label="Problems in /config.json">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {/* A full reload is right here: nothing has rendered yet, and the config is fetched again. */}
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
