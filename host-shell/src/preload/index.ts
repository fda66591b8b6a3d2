import { preloadCurrentPage } from './route-preload';

preloadCurrentPage();
