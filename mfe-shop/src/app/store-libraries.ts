// The shared libraries this remote's store module runs, exposed as 'StoreLibraries': the shell runs
// them a task before the store module, and that a task before the page (docs/adr/0193). Exported
// whole so nothing is left out as unused; the pages import them as before.
export * as toolkit from '@reduxjs/toolkit';
export * as query from '@reduxjs/toolkit/query/react';
