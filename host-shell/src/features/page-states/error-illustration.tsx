import styles from './error-illustration.module.css';

interface ErrorIllustrationProps {
  /** Accessible name: the illustration is the only content of some error pages. */
  label: string;
}

/**
 * A lost page under a magnifying glass, drawn in the brand's tokens so it matches every brand.
 * Inline (not a file) so the error page shows even when the network is what failed.
 */
export function ErrorIllustration({ label }: ErrorIllustrationProps) {
  return (
    <svg className={styles.art} viewBox="0 0 240 180" role="img" aria-label={label} focusable="false">
      <ellipse className={styles.shadow} cx="120" cy="166" rx="84" ry="8" />
      <g className={styles.sheetBack}>
        <rect x="58" y="26" width="92" height="120" rx="8" transform="rotate(-8 104 86)" />
      </g>
      <rect className={styles.sheet} x="74" y="20" width="92" height="124" rx="8" />
      <rect className={styles.line} x="88" y="40" width="50" height="8" rx="4" />
      <rect className={styles.lineMuted} x="88" y="58" width="64" height="6" rx="3" />
      <rect className={styles.lineMuted} x="88" y="72" width="56" height="6" rx="3" />
      <rect className={styles.lineMuted} x="88" y="86" width="40" height="6" rx="3" />
      <circle className={styles.lens} cx="150" cy="104" r="28" />
      <path className={styles.question} d="M141 96a9 9 0 1 1 13 8c-3 1.5-4 3-4 6" />
      <circle className={styles.dot} cx="150" cy="118" r="2.6" />
      <path className={styles.handle} d="M170 124l22 22" />
    </svg>
  );
}
