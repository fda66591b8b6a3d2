import type { RemoteName } from 'shared-contracts';

/** This remote's name, as the shell's runtime config and loadRemote('content/...') know it. */
export const REMOTE_NAME: RemoteName = 'content';
