// What the 'chat' remote exposes: one module per page of PAGE_MODULES.chat (shared-contracts).
// The shell loads them with loadRemote('chat/<Module>'), each after the libraries of the remote's store
// and its store module, exposed as 'StoreLibraries' and 'Store' (docs/adr/0193); src/pages/exposes.test.ts keeps the lists equal.
module.exports = {
  name: 'chat',
  exposes: {
    './StoreLibraries': './src/app/store-libraries.ts',
    './Store': './src/app/store.ts',
    './ChatPage': './src/pages/chat-page.tsx',
  },
};
