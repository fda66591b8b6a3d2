// A server-rendered page is on screen before the shell's scripts have hydrated it (docs/adr/0180):
// on a phone over a mobile network, for seconds. Until then a tap on one of its buttons did
// nothing, and a form sent with Enter was sent by the browser itself, as a GET of the page's own
// address with the fields in its query: a sign-in form's password among them, into the history and
// the servers' logs. And what was typed was lost to the page's state at hydration. The page's
// inline script holds those actions and notes what is typed instead, and the shell replays them
// once the page is hydrated, on the very elements the server sent (docs/adr/0190).

/** Where the inline script leaves what it holds, for the shell's bundle to replay. */
const KEY = '__shellEarlyActions';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Held {
  /** Buttons tapped and forms sent before hydration, in order, each once. */
  actions: (HTMLButtonElement | HTMLFormElement)[];
  /** What was typed or chosen in each field before hydration: its last value, or checked state. */
  fields: Map<Field, string | boolean>;
  /** Hydrated (or given up): actions are no longer held. */
  over: boolean;
}

type WithHeld = { [KEY]?: Held };

/**
 * From now until {@link replayEarlyActions} or {@link dropEarlyActions}, a click on a button in
 * #root and a form submitted there are stopped and kept (a button tapped twice, once). Links are
 * left alone: they work without the scripts. Never throws.
 */
export function holdEarlyActions(doc: Document = document, win: Window = window): void {
  const held: Held = { actions: [], fields: new Map(), over: false };
  (win as WithHeld)[KEY] = held;
  const hold = (event: Event, element: HTMLButtonElement | HTMLFormElement | null) => {
    if (held.over || !element || !doc.getElementById('root')?.contains(element)) return;
    // Not the browser's own submission, nor a handler the page may have by now.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.actions.includes(element)) held.actions.push(element);
  };
  try {
    doc.addEventListener(
      'click',
      (event) => hold(event, event.target instanceof Element ? event.target.closest('button') : null),
      true,
    );
    // A submission without a click (requestSubmit, or Enter in a form without a submit button).
    doc.addEventListener(
      'submit',
      (event) => hold(event, event.target instanceof HTMLFormElement ? event.target : null),
      true,
    );
    // Typing is the browser's own and stays on screen; the page's state learns it at the replay.
    const note = (event: Event) => {
      const field = event.target;
      if (held.over || !isField(field) || !doc.getElementById('root')?.contains(field)) return;
      held.fields.set(field, isCheckable(field) ? field.checked : field.value);
    };
    doc.addEventListener('input', note, true);
    doc.addEventListener('change', note, true);
  } catch {
    // No holding: the page works as it did without it.
  }
}

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * Gives the hydrated page a field's value as if typed now, so its onChange (and its form state)
 * sees it. React reports an input event only when the field's value differs from the one it last
 * recorded, which at hydration is what the visitor had typed: so the field is first set through
 * its own setter (which React records) to another value, then through the prototype's (which it
 * does not) to the typed one, and the event follows.
 */
function retype(field: Field, value: string | boolean): void {
  if (isCheckable(field)) {
    if (typeof value !== 'boolean') return;
    // A click is what a checkbox's or radio's change is to React: one step from `value`, then it.
    field.checked = !value;
    field.click();
    return;
  }
  if (typeof value !== 'string') return;
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Stops holding; the actions held so far are forgotten (a page that could not start). */
export function dropEarlyActions(win: Window = window): void {
  const held = (win as WithHeld)[KEY];
  if (!held) return;
  held.over = true;
  held.actions = [];
  held.fields.clear();
}

/**
 * Stops holding and replays what was held, once the page is hydrated: first what was typed into
 * each field, then each button clicked again (the form it submits included) and each form
 * submitted, unless it is gone (a page rendered afresh) or disabled by now.
 */
export function replayEarlyActions(win: Window = window): void {
  const held = (win as WithHeld)[KEY];
  if (!held || held.over) return;
  held.over = true;
  const actions = held.actions;
  held.actions = [];
  for (const [field, value] of held.fields) if (field.isConnected && !field.disabled) retype(field, value);
  held.fields.clear();
  for (const element of actions) {
    if (!element.isConnected) continue;
    if (element instanceof HTMLFormElement) element.requestSubmit();
    else if (!element.disabled) element.click();
  }
}
