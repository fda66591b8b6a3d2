import { defaultSite } from '../src/config';
import { communicationsPageUrl } from '../src/modules/mail/communications-link';
import { createMailer } from '../src/modules/mail/mailer';
import { SPEC_PATHS } from './support/spec';
import { answerOf, bearer, describeOnEachDatabase, login } from './support/test-app';

const SUBSCRIBE = '/api/stud/subscribe/';
/**
 * Where stud's /manage-communications is on a local run: stud's own host (docs/product.md §2: only
 * stud has it).
 */
const STUD_PAGE = 'http://stud.localhost:3000/manage-communications';
const ACCOUNT_FOOTER =
  'Emails about your account, like this one, are always sent. To choose whether we also send you news and offers, open:';

/** The manage-communications link at the end of a mail's text, or null. */
function linkIn(text: string): string | null {
  return /\n(https?:\/\/\S+\/manage-communications\?i_hash=\S+)$/.exec(text)?.[1] ?? null;
}

describeOnEachDatabase('the manage-communications link in sent mail', (server) => {
  const user = { email: 'letters@example.com', password: 'letters-pass-1' };

  /** The address's own hash, as the signed-in page reads it. */
  async function ownHash(): Promise<string> {
    const { access } = await login(server.app, user);
    return (await server.get(SPEC_PATHS.manageCommunications, bearer(access))).json<{ i_hash: string }>()
      .i_hash;
  }

  beforeAll(async () => {
    await server.post(SPEC_PATHS.signUp, { ...user, first_name: 'Leto', last_name: 'Ters' });
  });

  it('ends every account mail (codes, reset, password changed) with the link of its address', async () => {
    await server.post(SPEC_PATHS.sendOtp, { email: user.email });
    await server.post(SPEC_PATHS.sendResetPasswordOtp, { email: user.email });
    const resetCode = await server.lastCode(user.email);
    await server.post(SPEC_PATHS.resetPassword, {
      email: user.email,
      otp: resetCode,
      password: 'letters-pass-2',
    });
    user.password = 'letters-pass-2';

    const mails = await server.mailbox(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your password was changed',
      'Reset your password',
      'Your verification code',
      'Confirm your new account',
    ]);
    const link = `${STUD_PAGE}?i_hash=${encodeURIComponent(await ownHash())}`;
    for (const mail of mails) {
      expect(mail.text.endsWith(`\n\n--\n${ACCOUNT_FOOTER}\n${link}`)).toBe(true);
    }
  });

  it('leads to the address: the link reads and saves its choice, and account mail still comes after "no"', async () => {
    const [newest] = await server.mailbox(user.email);
    const link = new URL(linkIn(newest?.text ?? '') ?? 'http://missing/');
    const hash = link.searchParams.get('i_hash') ?? '';
    const read = await server.get(`${SPEC_PATHS.manageCommunications}?i_hash=${encodeURIComponent(hash)}`);
    expect(answerOf(read)).toEqual({
      status: 200,
      body: { i_hash: hash, check: true, email: 'le***@example.com' },
    });
    const saved = await server.post(SPEC_PATHS.manageCommunications, { i_hash: hash, check: false });
    expect(saved.json()).toMatchObject({ check: false });

    await server.post(SPEC_PATHS.sendOtp, { email: user.email });
    const [code] = await server.mailbox(user.email);
    expect(code?.subject).toBe('Your verification code');
    expect(linkIn(code?.text ?? '')).toBe(link.href);
  });

  it('asks the address to confirm a subscription (double opt-in): nothing marketing until it says yes', async () => {
    const email = 'popup-reader@example.com';
    expect(answerOf(await server.post(SUBSCRIBE, { email, identifier: 'stud-home' }))).toEqual({
      status: 202,
      body: { detail: 'Check your email to confirm your subscription.' },
    });
    const [confirm, ...older] = await server.mailbox(email);
    expect(older).toEqual([]);
    expect(confirm?.subject).toBe('Confirm your subscription');
    const hash = new URL(linkIn(confirm?.text ?? '') ?? 'http://missing/').searchParams.get('i_hash');
    expect(confirm?.text).toContain(`${STUD_PAGE}?i_hash=${hash}`);
    // Typed in by anyone: the address takes no marketing mail yet.
    expect((await server.get(`${SPEC_PATHS.manageCommunications}?i_hash=${hash}`)).json()).toMatchObject({
      check: false,
    });

    // Asking again, under any identifier, mails nothing more that day.
    for (const identifier of ['stud-home', 'another-popup'])
      expect((await server.post(SUBSCRIBE, { email, identifier })).statusCode).toBe(202);
    expect(await server.mailbox(email)).toHaveLength(1);

    // The owner says yes on the linked page: now subscribed, and the popup says so.
    await server.post(SPEC_PATHS.manageCommunications, { i_hash: hash, check: true });
    expect(answerOf(await server.post(SUBSCRIBE, { email, identifier: 'stud-home' }))).toEqual({
      status: 200,
      body: { detail: 'You were already subscribed.' },
    });
    expect(await server.mailbox(email)).toHaveLength(1);
  });

  it('does not send marketing mail to an address that turned it off', async () => {
    const email = 'no-news@example.com';
    const mailer = createMailer(
      { smtpUrl: null, from: 'no-reply@localhost', devMailbox: true },
      server.app.db,
      server.app.log,
      {
        preferences: () => Promise.resolve({ i_hash: 'h'.repeat(43), subscribed: false }),
        communicationsPage: STUD_PAGE,
      },
    );
    try {
      await mailer.send({ to: email, subject: 'News', text: 'Offers', kind: 'marketing' });
      expect(await server.mailbox(email)).toEqual([]);
      await mailer.send({ to: email, subject: 'Code', text: 'Your code', kind: 'account' });
      expect((await server.mailbox(email)).map((mail) => mail.text)).toEqual([
        `Your code\n\n--\n${ACCOUNT_FOOTER}\n${STUD_PAGE}?i_hash=${'h'.repeat(43)}`,
      ]);
    } finally {
      mailer.close();
    }
  });
});

describe('the manage-communications page address', () => {
  it('is on stud’s own host, with the site’s scheme and port', () => {
    expect(
      communicationsPageUrl({
        ...defaultSite(),
        url: 'https://localhost:8443',
        brandHosts: { stud: 'stud.shop' },
      }),
    ).toBe('https://stud.shop:8443/manage-communications');
  });

  it('is under stud’s prefix on the default host when stud has no host of its own', () => {
    expect(
      communicationsPageUrl({
        url: 'https://shop.example',
        brandHosts: { cele: 'acmecele.example' },
        productWord: 'acme',
      }),
    ).toBe('https://shop.example/stud/manage-communications');
  });
});
