import { schedulerFromEnv } from './scheduler-env.mjs';

const CALENDLY_JS = 'https://assets.calendly.com/assets/external/widget.js';

describe('schedulerFromEnv', () => {
  it('gives no scheduler without SCHEDULER_SCRIPT_URL (or with a blank one)', () => {
    expect(schedulerFromEnv({})).toBeUndefined();
    expect(
      schedulerFromEnv({ SCHEDULER_SCRIPT_URL: '  ', SCHEDULER_BOOKING_URL: 'https://x.test/a' }),
    ).toBeUndefined();
  });

  it('tells Calendly and Cal.com from their documented script URLs', () => {
    expect(
      schedulerFromEnv({
        SCHEDULER_SCRIPT_URL: CALENDLY_JS,
        SCHEDULER_BOOKING_URL: 'https://calendly.com/acme/consult',
      }),
    ).toEqual({
      provider: 'calendly',
      scriptUrl: CALENDLY_JS,
      bookingUrl: 'https://calendly.com/acme/consult',
    });
    expect(
      schedulerFromEnv({
        SCHEDULER_SCRIPT_URL: 'https://cal.acme.example/embed/embed.js',
        SCHEDULER_BOOKING_URL: 'https://cal.acme.example/team/consult',
      })?.provider,
    ).toBe('cal');
  });

  it('takes SCHEDULER_PROVIDER over the guess, for a script served from elsewhere', () => {
    expect(
      schedulerFromEnv({
        SCHEDULER_SCRIPT_URL: 'http://127.0.0.1:5437/widget.js',
        SCHEDULER_BOOKING_URL: 'http://127.0.0.1:5437/book',
        SCHEDULER_PROVIDER: 'calendly',
      })?.provider,
    ).toBe('calendly');
  });

  it('stops the start with the variable to fix', () => {
    expect(() => schedulerFromEnv({ SCHEDULER_SCRIPT_URL: CALENDLY_JS })).toThrow(
      'SCHEDULER_BOOKING_URL must name the booking page when SCHEDULER_SCRIPT_URL is set',
    );
    expect(() =>
      schedulerFromEnv({
        SCHEDULER_SCRIPT_URL: 'https://scripts.example.com/book.js',
        SCHEDULER_BOOKING_URL: 'https://example.com/book',
      }),
    ).toThrow(
      'SCHEDULER_PROVIDER must be one of calendly, cal (it cannot be told from SCHEDULER_SCRIPT_URL https://scripts.example.com/book.js)',
    );
    expect(() =>
      schedulerFromEnv({
        SCHEDULER_SCRIPT_URL: CALENDLY_JS,
        SCHEDULER_BOOKING_URL: 'https://calendly.com/acme/consult',
        SCHEDULER_PROVIDER: 'acuity',
      }),
    ).toThrow(/^SCHEDULER_PROVIDER must be one of calendly, cal$/);
  });
});
