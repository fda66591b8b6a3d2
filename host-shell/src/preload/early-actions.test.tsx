import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { dropEarlyActions, holdEarlyActions, replayEarlyActions } from './early-actions';

// The inline script holds a server-rendered page's taps and submissions until the shell has
// hydrated it, then the shell replays them (docs/adr/0190). jsdom stands in for the page.

/** A page as the server sends it: a button, a sign-in form, a link, and a button outside #root. */
function serverPage() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="add">Add to Cart</button>
      <form id="login"><input name="password" value="secret"><button type="submit" id="send">Log in</button></form>
      <a href="#elsewhere" id="link">About</a>
    </div>
    <button type="button" id="outside">Outside</button>`;
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return {
    add: byId<HTMLButtonElement>('add'),
    login: byId<HTMLFormElement>('login'),
    send: byId<HTMLButtonElement>('send'),
    link: byId<HTMLAnchorElement>('link'),
    outside: byId<HTMLButtonElement>('outside'),
  };
}

/** What the hydrated page does: handlers on the very elements the server sent. */
function hydrate(page: ReturnType<typeof serverPage>) {
  const done: string[] = [];
  page.add.addEventListener('click', () => done.push('added'));
  page.login.addEventListener('submit', (event) => {
    event.preventDefault();
    done.push('signed in');
  });
  return done;
}

afterEach(() => {
  replayEarlyActions();
  document.body.innerHTML = '';
});

describe('early actions on a server-rendered page', () => {
  it('holds taps and a form sent with its button until hydration, then replays each once', () => {
    holdEarlyActions();
    const page = serverPage();
    // The browser's own submission would send the password in the address: it never happens.
    const nativeSubmits: Event[] = [];
    page.login.addEventListener('submit', (event) => nativeSubmits.push(event));
    const clicked = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.add.dispatchEvent(clicked);
    page.add.click();
    page.send.click();
    expect(clicked.defaultPrevented).toBe(true);
    expect(nativeSubmits).toEqual([]);

    const done = hydrate(page);
    replayEarlyActions();
    expect(done).toEqual(['added', 'signed in']);

    // Once replayed, the page's own handlers take every tap.
    page.add.click();
    expect(done).toEqual(['added', 'signed in', 'added']);
  });

  it('leaves links and what is outside the page alone', () => {
    holdEarlyActions();
    const page = serverPage();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.link.dispatchEvent(link);
    const outside = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.outside.dispatchEvent(outside);
    expect(link.defaultPrevented).toBe(false);
    expect(outside.defaultPrevented).toBe(false);
  });

  it('replays nothing on elements rendered afresh or disabled by then', () => {
    holdEarlyActions();
    const page = serverPage();
    page.add.click();
    page.send.click();
    const done = hydrate(page);
    page.add.disabled = true;
    page.login.remove();
    replayEarlyActions();
    expect(done).toEqual([]);
  });

  it('forgets what it held when the page could not start, and holds nothing more', () => {
    holdEarlyActions();
    const page = serverPage();
    page.add.click();
    dropEarlyActions();
    const done = hydrate(page);
    replayEarlyActions();
    expect(done).toEqual([]);
    page.add.click();
    expect(done).toEqual(['added']);
  });

  it('gives a React form what was typed before hydration, then sends it', async () => {
    function SignIn({ onSend }: { onSend: (email: string, remember: boolean) => void }) {
      const [email, setEmail] = useState('');
      const [remember, setRemember] = useState(false);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSend(email, remember);
          }}
        >
          <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <input
            type="checkbox"
            name="remember"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <button type="submit">Log in</button>
        </form>
      );
    }
    holdEarlyActions();
    document.body.innerHTML = `<div id="root">${renderToString(<SignIn onSend={() => undefined} />)}</div>`;
    const root = document.getElementById('root') as HTMLElement;
    const email = root.querySelector('input[name=email]') as HTMLInputElement;
    email.value = 'typed@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    (root.querySelector('input[name=remember]') as HTMLInputElement).click();
    (root.querySelector('button') as HTMLButtonElement).click();

    const sent: [string, boolean][] = [];
    let hydrated: Root | undefined;
    await act(async () => {
      hydrated = hydrateRoot(root, <SignIn onSend={(...fields) => sent.push(fields)} />);
      await Promise.resolve();
    });
    act(() => replayEarlyActions());

    expect(sent).toEqual([['typed@example.com', true]]);
    expect(email.value).toBe('typed@example.com');
    act(() => hydrated?.unmount());
  });
});
