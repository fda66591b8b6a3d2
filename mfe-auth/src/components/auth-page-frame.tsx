import type { ReactNode } from 'react';
import styles from './forms.module.css';

interface AuthPageFrameProps {
  title: string;
  intro?: ReactNode;
  /** A class for the intro's paragraph beside its own (/otp reserves its lines). */
  introClassName?: string;
  children: ReactNode;
}

/** The frame of every auth page: one h1, an optional line under it, the content. */
export function AuthPageFrame({ title, intro, introClassName, children }: AuthPageFrameProps) {
  return (
    <section className={styles.page} aria-labelledby="auth-page-title">
      <h1 id="auth-page-title" className={styles.title}>
        {title}
      </h1>
      {intro && (
        <p className={introClassName ? `${styles.intro} ${introClassName}` : styles.intro}>{intro}</p>
      )}
      {children}
    </section>
  );
}
