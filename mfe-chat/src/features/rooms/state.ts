// The rooms feature's part of the store, without components (docs/adr/0111).
export { roomsSaga } from './rooms.saga';
export { roomsSlice } from './rooms.slice';
