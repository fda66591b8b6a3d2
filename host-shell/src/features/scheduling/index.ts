// The scheduling feature's public entry: what the rest of the shell uses of it.
export { nextTask } from './next-task';
