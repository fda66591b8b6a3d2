import { dropEarlyActions } from './preload/early-actions';

/**
 * Shown when the shell's own code cannot load (a flaky network, a redeploy that removed the old
 * chunks). Plain DOM on purpose: React and the brand arrive in the chunk that failed.
 */
export function showBootFailure(container: HTMLElement, reload: () => void = () => window.location.reload()) {
  // The page's taps held for hydration (docs/adr/0190) will not run; this page's Reload must.
  dropEarlyActions();
  const main = document.createElement('main');
  main.className = 'plain-page';
  main.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = 'This page could not load';
  const text = document.createElement('p');
  text.textContent = 'Please check your connection and reload the page.';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload';
  button.addEventListener('click', () => reload());
  main.append(title, text, button);
  container.replaceChildren(main);
}
