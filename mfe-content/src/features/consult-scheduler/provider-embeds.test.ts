import type { SchedulerConfig } from 'shared-contracts';
import { mountEmbed, prepareEmbed } from './provider-embeds';

const CALENDLY: SchedulerConfig = {
  provider: 'calendly',
  scriptUrl: 'https://assets.calendly.com/assets/external/widget.js',
  bookingUrl: 'https://calendly.com/acme/consult',
};
const CAL: SchedulerConfig = {
  provider: 'cal',
  scriptUrl: 'https://app.cal.com/embed/embed.js',
  bookingUrl: 'https://app.cal.com/acme/consult/',
};

/** A window of its own per test, so what one provider defines never leaks into the next test. */
function freshWindow(): Window & {
  Calendly?: unknown;
  Cal?: { q: unknown[][] } & ((...args: unknown[]) => void);
} {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentWindow as never;
}

describe('the Calendly embed', () => {
  it("draws the booking page through widget.js's initInlineWidget in the given element", () => {
    const win = freshWindow();
    const initInlineWidget = jest.fn();
    prepareEmbed(CALENDLY, win);
    win.Calendly = { initInlineWidget };
    const element = document.createElement('div');
    mountEmbed(element, CALENDLY, win);
    expect(initInlineWidget).toHaveBeenCalledWith({ url: CALENDLY.bookingUrl, parentElement: element });
  });

  it('throws when the script loaded but defined no Calendly, so the page keeps the form alone', () => {
    expect(() => mountEmbed(document.createElement('div'), CALENDLY, freshWindow())).toThrow(
      'Calendly widget.js loaded but defined no Calendly',
    );
  });
});

describe('the Cal.com embed', () => {
  it("queues init with the booking page's origin and inline with its link before embed.js runs", () => {
    const win = freshWindow();
    prepareEmbed(CAL, win);
    const element = document.createElement('div');
    mountEmbed(element, CAL, win);
    expect(win.Cal?.q).toEqual([
      ['init', { origin: 'https://app.cal.com' }],
      ['inline', { elementOrSelector: element, calLink: 'acme/consult' }],
    ]);
  });

  it('inits once per page: opening the consult page again only draws it again', () => {
    const win = freshWindow();
    prepareEmbed(CAL, win);
    mountEmbed(document.createElement('div'), CAL, win);
    prepareEmbed(CAL, win);
    mountEmbed(document.createElement('div'), CAL, win);
    expect(win.Cal?.q.map(([method]) => method)).toEqual(['init', 'inline', 'inline']);
  });

  it('keeps the Cal that embed.js put in place when it has already run', () => {
    const win = freshWindow();
    const cal = Object.assign(jest.fn(), { q: [], ns: {} });
    win.Cal = cal;
    prepareEmbed(CAL, win);
    expect(win.Cal).toBe(cal);
  });
});
