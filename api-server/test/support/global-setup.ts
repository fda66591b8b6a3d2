import { ensurePgliteTemplate, preparePgliteTemplate } from './pglite-template';
import { buildTestApp } from './test-app';

export default async function globalSetup(): Promise<void> {
  await ensurePgliteTemplate();
  // Built by the test configuration itself, so the template holds exactly what a test app's own
  // start would have migrated and seeded.
  await preparePgliteTemplate(async (dataDir) => {
    const app = await buildTestApp({ driver: 'pglite', dataDir });
    await app.close();
  });
}
