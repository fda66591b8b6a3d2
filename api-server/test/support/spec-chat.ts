// docs/product.md §7's chat paths, written out by hand (see spec.ts for why they are not read from
// shared-contracts).
export const CHAT_PATHS = {
  rooms: '/api/chat-room/',
  room: (slug: string) => `/api/chat-room/${slug}/`,
  roomMessages: (slug: string) => `/api/chat-room-messages/${slug}/`,
  relatedChatPrompts: '/api/related-chat-prompts/',
  chatSuggestions: '/api/chat-suggestions/',
  messageFeedback: (roomSlug: string, messageId: number | string) =>
    `/api/message-feedback/${roomSlug}/${messageId}/`,
  userChatAnalytics: '/api/user-chat-analytics/',
  myDiseaseCreate: '/api/my-disease/create/',
  myDiseaseUpdate: (id: number | string) => `/api/my-disease/${id}/update/`,
  myDiseaseDelete: (id: number | string) => `/api/my-disease/${id}/delete/`,
  userProcessorVariableCreate: '/api/user-processor-variable/create/',
  userProcessorVariableUpdate: (id: number | string) => `/api/user-processor-variable/${id}/update/`,
  socket: (room: string) => `/ws/chat/${room}/`,
};
