// What the 'chat' remote exposes: one module per page of PAGE_MODULES.chat (shared-contracts).
// The shell loads them with loadRemote('chat/<Module>'); src/pages/exposes.test.ts keeps the lists equal.
module.exports = {
  name: 'chat',
  exposes: {
    './ChatPage': './src/pages/chat-page.tsx',
  },
};
