import type { FastifyBaseLogger } from 'fastify';
import type { Connection } from '../../../db/database';
import { insertMissingBlocks, type StoredBlock } from '../content.repository';
import { CAREAPP_BLOCKS } from './careapp.content';
import { CELE_BLOCKS } from './cele.content';
import { CELEORG_BLOCKS } from './celeorg.content';
import { STUD_BLOCKS } from './stud.content';

/** The content every brand starts with. */
export const SEED_BLOCKS: readonly StoredBlock[] = [
  ...CAREAPP_BLOCKS,
  ...STUD_BLOCKS,
  ...CELE_BLOCKS,
  ...CELEORG_BLOCKS,
];

/** Adds seeded blocks that are missing; blocks an editor changed stay as they are. */
export async function seedContent(db: Connection, log: FastifyBaseLogger): Promise<void> {
  const added = await insertMissingBlocks(db, SEED_BLOCKS);
  if (added > 0) log.info({ added }, 'seeded A/B content blocks');
}
