import { useContext, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { createContentStore, type ContentStore } from './store';

// One store for every page of this remote, made when the first page renders.
let shared: ContentStore | null = null;

function sharedStore(): ContentStore {
  shared ??= createContentStore();
  return shared;
}

/** Wraps a page of this remote in its store, unless a store is already provided (tests). */
export function ContentProviders({ children }: { children: ReactNode }) {
  const outer = useContext(ReactReduxContext);
  if (outer) return children;
  return <Provider store={sharedStore()}>{children}</Provider>;
}
