// The rooms feature's public entry (docs/adr/0101); its part of the store is ./state.
export { NewChat } from './components/new-chat';
export { RoomList } from './components/room-list';
export { StartChatFab } from './components/start-chat-fab';
export { roomsSaga, roomsSlice } from './state';
