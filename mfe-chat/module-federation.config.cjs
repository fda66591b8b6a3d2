// What the 'chat' remote exposes: one module per page of PAGE_MODULES.chat (shared-contracts), and
// the start steps the shell runs before any of them, each in a task of its own (START_STEPS:
// StoreLibraries, SagaLibraries, Store; docs/adr/0193, 0194). src/pages/exposes.test.ts keeps the lists equal.
module.exports = {
  name: 'chat',
  exposes: {
    './StoreLibraries': './src/app/store-libraries.ts',
    './SagaLibraries': './src/app/saga-libraries.ts',
    './Store': './src/app/store.ts',
    './ChatPage': './src/pages/chat-page.tsx',
  },
};
