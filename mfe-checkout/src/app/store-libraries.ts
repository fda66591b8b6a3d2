// The shared libraries this remote's store module runs, exposed as 'StoreLibraries': the shell runs
// them a task before the next start step (shared-contracts START_STEPS, docs/adr/0193). Exported
// whole so nothing is left out as unused; the pages import them as before.
export * as toolkit from '@reduxjs/toolkit';
export * as query from '@reduxjs/toolkit/query/react';
