import type { LoadProgress } from './remote-loader';

/** Text for a load in progress; says so when an automatic retry is running. */
export function progressText(progress: LoadProgress | undefined): string {
  if (!progress || progress.attempt <= 1) return 'Loading page…';
  return `Loading page… (attempt ${progress.attempt} of ${progress.attempts})`;
}
