import type { RemotePageProps } from 'shared-contracts';
import type { LoadModule } from '../features/remotes';

/** A stand-in page module: a heading naming the module and its page key, as a user would read it. */
export function fakePage(id: string) {
  const module = id.split('/')[1] ?? id;
  function FakePage({ pageKey }: RemotePageProps) {
    return <h1>{`${module} (${pageKey})`}</h1>;
  }
  return { default: FakePage };
}

/** A loadModule that always succeeds with {@link fakePage}. */
export const loadFakePage: LoadModule = (id) => Promise.resolve(fakePage(id));

/** A loadModule that fails `failures` times for every id, then serves fake pages. */
export function flakyLoadModule(
  failures: number,
  error: () => Error = () => new Error('RUNTIME-008: remote down'),
) {
  const calls: string[] = [];
  let left = failures;
  const loadModule: LoadModule = (id) => {
    calls.push(id);
    if (left > 0) {
      left -= 1;
      return Promise.reject(error());
    }
    return Promise.resolve(fakePage(id));
  };
  return { loadModule, calls };
}
