// Work put off until the browser is idle, and long work split into tasks (ADR 0187). Re-exported by
// the package's entry (../index.ts).

export { IDLE_TIMEOUT_MS, whenIdle, whenLoadedAndIdle } from './when-idle';
export { nextTask } from './next-task';
