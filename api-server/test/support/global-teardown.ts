import { removePreparedTemplate } from './pglite-template';

export default async function globalTeardown(): Promise<void> {
  await removePreparedTemplate();
}
