// The content page feature's public entry: the frame every content page draws.
export { ContentPage } from './content-page';
