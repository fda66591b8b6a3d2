import { defaultSite } from '../src/config';
import { answerOf, countRows, describeOnEachDatabase, login } from './support/test-app';

// Paths as docs/product.md §7 writes them; the subscription path is the product's own
// (docs/product.md §7 does not show it).
const PATHS = {
  contactInfo: '/api/landing/contact-info/',
  contactusForm: '/api/contactus-form/',
  terms: '/api/landing/terms-condition/',
  popupUrls: '/api/stud/url-subscribe-popup/',
  template: '/api/customer-interactions/template/',
  emailDomains: '/api/stud/email-domains-template/',
  subscribe: '/api/stud/subscribe/',
  submitAssess: '/api/varicocele/submit-assess/',
  aiMessage: '/api/processor/component-ai-message/',
};

const CONTACT = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  message: 'Which size fits me?',
};
const CONSULT = {
  ...CONTACT,
  form_type: 'consult',
  varicocele_grade: 'grade_2',
  symptoms: ['male_infertility', 'varicocele_pain'],
};
const ALL_LOW = { swelling: '0', veins: 'no', standing: '0', lying: 'no', diagnosed: 'no', size: 'no' };
const ALL_HIGH = { swelling: '3', veins: 'yes', standing: '3', lying: 'yes', diagnosed: 'yes', size: 'yes' };

describeOnEachDatabase('Landing calls', (server) => {
  it('gives contact info by contact type, and 404 for an unknown one', async () => {
    const response = await server.get(`${PATHS.contactInfo}?contact_type=stud`);
    expect(response.json()).toMatchObject({
      data: { contact_type: 'stud', email: 'hello@stud.example.com' },
    });
    expect((await server.get(`${PATHS.contactInfo}?contact_type=nobody`)).statusCode).toBe(404);
    expect((await server.get(PATHS.contactInfo)).statusCode).toBe(400);
  });

  it('gives terms by type', async () => {
    const response = await server.get(`${PATHS.terms}?type=terms`);
    expect(response.json()).toMatchObject({ data: { type: 'terms', title: 'Terms of Service' } });
    expect((await server.get(`${PATHS.terms}?type=privacy`)).json()).toMatchObject({
      data: { title: 'Privacy Policy' },
    });
  });

  it('lists the pages of the subscription popup and gives its templates', async () => {
    const urls = (await server.get(PATHS.popupUrls)).json<{ data: { brand: string; path: string }[] }>().data;
    expect(urls).toContainEqual({ brand: 'stud', path: '/' });
    const popup = await server.get(`${PATHS.template}?template_name=subscribe_popup`);
    expect(popup.json()).toMatchObject({
      data: { identifier: 'newsletter-popup', button_label: 'Subscribe' },
    });
    const domain = await server.get(`${PATHS.emailDomains}?email_domains=gmail.com`);
    expect(domain.json()).toMatchObject({ data: { email_domains: 'gmail.com' } });
  });

  it('stores a contact message with phone_number optional', async () => {
    const before = await countRows(server.app, 'contact_messages');
    expect((await server.post(PATHS.contactusForm, CONTACT)).statusCode).toBe(201);
    expect(
      (await server.post(PATHS.contactusForm, { ...CONTACT, phone_number: '+1 555 0100' })).statusCode,
    ).toBe(201);
    expect(await countRows(server.app, 'contact_messages')).toBe(before + 2);
  });

  it('stores a consultation request with its varicocele_grade and symptoms', async () => {
    const request = { ...CONSULT, email: 'graded@example.com' };
    expect((await server.post(PATHS.contactusForm, request)).statusCode).toBe(201);
    const { rows } = await server.app.db.query<{ grade: string; symptoms: unknown }>(
      'select grade, symptoms from contact_messages where email = $1',
      ['graded@example.com'],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.grade).toBe('grade_2');
  });

  it.each([
    [
      'the grade under the name grade',
      { ...CONSULT, varicocele_grade: undefined, grade: 'grade_2' },
      // The answer names the field to send instead.
      'varicocele_grade is required',
    ],
    ['no grade', { ...CONSULT, varicocele_grade: undefined }, 'varicocele_grade is required'],
    [
      'a grade not in the list',
      { ...CONSULT, varicocele_grade: 'grade_9' },
      'varicocele_grade must be one of grade_1, grade_2, grade_3, subclinical_minor, unknown',
    ],
  ])('answers a consultation with %s with a 400 that names the field', async (_case, body, detail) => {
    const response = await server.post(PATHS.contactusForm, JSON.parse(JSON.stringify(body)) as object);
    expect(answerOf(response)).toMatchObject({ status: 400, body: { detail: `Invalid body: ${detail}.` } });
  });

  it.each([
    ['a missing message', { ...CONTACT, message: undefined }],
    ['a blank first name', { ...CONTACT, first_name: '   ' }],
    ['an email with a space', { ...CONTACT, email: 'ada @example.com' }],
    ['an email without a dot after @', { ...CONTACT, email: 'ada@example' }],
    ['an unknown field', { ...CONTACT, admin: true }],
    ['a consultation without grade', { ...CONSULT, varicocele_grade: undefined }],
    ['a grade not in the list', { ...CONSULT, varicocele_grade: 'grade_9' }],
    ['an unknown symptom', { ...CONSULT, symptoms: ['headache'] }],
    ['a grade on the contact form', { ...CONTACT, varicocele_grade: 'grade_1' }],
  ])('answers 400 to a form with %s and stores nothing', async (_case, body) => {
    const before = await countRows(server.app, 'contact_messages');
    const response = await server.post(PATHS.contactusForm, JSON.parse(JSON.stringify(body)) as object);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('detail');
    expect(await countRows(server.app, 'contact_messages')).toBe(before);
  });

  it('stores a subscription request once per identifier and rejects a bad email', async () => {
    const body = { email: 'reader@example.com', identifier: 'newsletter-popup' };
    expect((await server.post(PATHS.subscribe, body)).statusCode).toBe(202);
    expect((await server.post(PATHS.subscribe, body)).statusCode).toBe(202);
    expect(await countRows(server.app, 'subscriptions')).toBe(1);
    const before = await countRows(server.app, 'subscriptions');
    expect((await server.post(PATHS.subscribe, { ...body, email: 'not an email' })).statusCode).toBe(400);
    expect(await countRows(server.app, 'subscriptions')).toBe(before);
  });

  it('scores an anonymous assessment and lists it to whoever holds its result key', async () => {
    const visitor = { 'x-visitor-id': 'visitor-assess-1' };
    const high = await server.post(PATHS.submitAssess, { assessment: 'cele', answers: ALL_HIGH }, visitor);
    expect(high.statusCode).toBe(201);
    expect(high.headers['cache-control']).toBe('no-store');
    expect(high.json()).toMatchObject({
      data: { assessment: 'cele', result_level: 'high', score: 14, max_score: 14 },
    });
    const low = await server.post(PATHS.submitAssess, { assessment: 'cele', answers: ALL_LOW }, visitor);
    expect(low.json()).toMatchObject({ data: { result_level: 'low', score: 0 } });
    const keys = [high, low].map((answer) => answer.json<{ data: { result_key: string } }>().data.result_key);
    expect(keys.every((key) => /^[A-Za-z0-9_-]{43}$/.test(key))).toBe(true);
    const listed = (headers: Record<string, string>) =>
      server
        .get(PATHS.submitAssess, headers)
        .then((answer) => answer.json<{ data: { id: string }[] }>().data);
    expect(await listed({ ...visitor, 'x-assessment-keys': keys.join(',') })).toHaveLength(2);
    expect(await listed({ 'x-assessment-keys': keys[0] ?? '' })).toHaveLength(1);
    // The visitor id is a label sent with every content call: it reads no one's results.
    expect(await listed(visitor)).toEqual([]);
    expect(await listed({ 'x-assessment-keys': `${'A'.repeat(43)},not-a-key` })).toEqual([]);
  });

  it('keeps a signed-in user’s assessment with the account', async () => {
    const { access } = await login(server.app);
    const auth = { authorization: `Bearer ${access}` };
    const saved = await server.post(PATHS.submitAssess, { assessment: 'cele', answers: ALL_LOW }, auth);
    expect(saved.json<{ data: object }>().data).not.toHaveProperty('result_key');
    const list = (await server.get(PATHS.submitAssess, auth)).json<{ data: { assessment: string }[] }>().data;
    expect(list.map((item) => item.assessment)).toContain('cele');
  });

  it.each([
    ['an unanswered question', { assessment: 'cele', answers: { ...ALL_LOW, size: undefined } }],
    ['an answer that is not an option', { assessment: 'cele', answers: { ...ALL_LOW, size: 'maybe' } }],
    ['an unknown assessment', { assessment: 'mood', answers: ALL_LOW }],
  ])('answers 400 to an assessment with %s and stores nothing', async (_case, body) => {
    const before = await countRows(server.app, 'assessments');
    const response = await server.post(PATHS.submitAssess, JSON.parse(JSON.stringify(body)) as object, {
      'x-visitor-id': 'visitor-assess-3',
    });
    expect(response.statusCode).toBe(400);
    expect(await countRows(server.app, 'assessments')).toBe(before);
  });

  it('answers a component with the same built-in message every time', async () => {
    const ask = () => server.post(PATHS.aiMessage, { component: 'assessment-result' });
    const first = (await ask()).json<{ data: { message: string } }>();
    expect(first.data.message).toContain('assessment');
    expect((await ask()).json()).toEqual(first);
    expect((await server.post(PATHS.aiMessage, {})).statusCode).toBe(400);
  });
});

// The grade field and a symptom carry the product word, so another deployment's word renames them.
describeOnEachDatabase(
  'The consultation form of a deployment with another product word',
  (server) => {
    const consult = {
      ...CONTACT,
      form_type: 'consult',
      acmecele_grade: 'unknown',
      symptoms: ['acmecele_pain'],
    };

    it('takes the grade as acmecele_grade and the pain symptom as acmecele_pain', async () => {
      expect((await server.post(PATHS.contactusForm, consult)).statusCode).toBe(201);
    });

    it("refuses the default word's names", async () => {
      const before = await countRows(server.app, 'contact_messages');
      const oldGrade = { ...consult, acmecele_grade: undefined, varicocele_grade: 'unknown' };
      expect(
        answerOf(await server.post(PATHS.contactusForm, JSON.parse(JSON.stringify(oldGrade)) as object)),
      ).toMatchObject({
        status: 400,
        body: { detail: 'Invalid body: acmecele_grade is required.' },
      });
      const oldSymptom = { ...consult, symptoms: ['varicocele_pain'] };
      expect((await server.post(PATHS.contactusForm, oldSymptom)).statusCode).toBe(400);
      expect(await countRows(server.app, 'contact_messages')).toBe(before);
    });
  },
  { site: defaultSite('acme') },
);
