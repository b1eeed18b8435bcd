// @vitest-environment node
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERSONAL_OK, QUESTIONNAIRE_OK, WORK_OK } from '../../helpers/tz-values.ts';
import { control } from '../../helpers/sandbox.ts';
import { get, post, register, removeTempDirs, startSandbox } from './helpers.ts';
import type { TestSandbox, UserInfo } from './helpers.ts';

let sb: TestSandbox;
let token: string;
const MOBILE = '712345678';

beforeEach(async () => {
  sb = await startSandbox();
  ({ token } = await register(sb, MOBILE));
});
afterEach(async () => {
  await sb.stop();
});
afterAll(removeTempDirs);

type Info = UserInfo & { forms: Record<string, Record<string, unknown>> };
const info = async () => (await get<Info>(sb, 'security/getUserInfo', {}, { token })).body.data;

describe('user/saveBasicInfo-market', () => {
  it('stores the personal information, names the borrower and moves step 6 → 11', async () => {
    const reply = await post(
      sb,
      'user/saveBasicInfo-market',
      { ...PERSONAL_OK, email: ' amani.juma@gmail.com ' },
      { token },
    );
    expect(reply.body).toEqual({ code: 0, data: { stepCode: 11, query: {} }, msg: 'ok' });
    const saved = await info();
    expect(saved).toMatchObject({ stepCode: 11, firstName: 'Amani', lastName: 'Juma' });
    expect(saved.forms.personal).toEqual({ ...PERSONAL_OK, email: 'amani.juma@gmail.com' });
  });

  it('stores a later edit but leaves the loan step where it is', async () => {
    await post(sb, 'user/saveBasicInfo-market', PERSONAL_OK, { token });
    const again = await post(
      sb,
      'user/saveBasicInfo-market',
      { ...PERSONAL_OK, firstName: 'Neema' },
      { token },
    );
    expect(again.body.data).toEqual({ stepCode: 11, query: {} });
    expect((await info()).forms.personal?.firstName).toBe('Neema');
  });

  it.each([
    [{ city: 'nyamagana' }, 'en', 'Invalid parameter: city: Please select district'],
    [{ city: 'nyamagana' }, 'sw_KE', 'Kigezo batili: city: Tafadhali chagua wilaya'],
    [
      { nationalId: '1234' },
      'en',
      'Invalid parameter: nationalId: Please enter the correct National ID Number(NIDA Number)',
    ],
    [
      { email: 'a@outlook.com' },
      'en',
      "Invalid parameter: email: Gmail/Yahoo Mail only and email addr can't contain special symbols.",
    ],
    [{ nickname: 'Ama' }, 'en', 'Invalid parameter: nickname is not a field of the personal form'],
    [{ firstName: undefined }, 'en', 'Invalid parameter: firstName: Please input first name'],
  ])('refuses %j with a clear reply (%s)', async (change, lang, msg) => {
    const reply = await post(sb, 'user/saveBasicInfo-market', { ...PERSONAL_OK, ...change }, { token, lang });
    expect(reply).toEqual({ status: 200, body: { code: 400, data: null, msg } });
    expect((await info()).stepCode).toBe(6);
  });

  it('needs a logged-in borrower', async () => {
    expect((await post(sb, 'user/saveBasicInfo-market', PERSONAL_OK)).body.code).toBe(10010301);
  });
});

describe('user/saveAdditionInfo-market', () => {
  it('leaves hidden fields out and moves step 11 → 12', async () => {
    await control(sb, 'POST', 'users/profile', { mobile: MOBILE, upTo: 'personal' });
    const unemployed = { ...WORK_OK, employmentType: 'Unemployed', incomeSource: 'Family support' };
    const reply = await post(sb, 'user/saveAdditionInfo-market', unemployed, { token });
    expect(reply.body.data).toEqual({ stepCode: 12, query: {} });
    const saved = (await info()).forms.work ?? {};
    expect(saved).not.toHaveProperty('industryCategory');
    expect(saved).not.toHaveProperty('monthlyPayday');
    expect(saved.employmentType).toBe('Unemployed');
  });

  it('refuses the login phone as an emergency contact, in either form', async () => {
    const reply = await post(
      sb,
      'user/saveAdditionInfo-market',
      { ...WORK_OK, emergencyContactMobile2: `0${MOBILE}` },
      { token },
    );
    expect(reply.body).toMatchObject({
      code: 400,
      msg: 'Invalid parameter: emergencyContactMobile2: An emergency contact cannot have your own mobile number',
    });
  });

  it('refuses two contacts with the same number written differently', async () => {
    const reply = await post(
      sb,
      'user/saveAdditionInfo-market',
      { ...WORK_OK, emergencyContactMobile1: '0754000002', emergencyContactMobile2: '754000002' },
      { token },
    );
    expect(reply.body.msg).toBe(
      'Invalid parameter: emergencyContactMobile2: The two emergency contacts must have different mobile numbers',
    );
  });
});

describe('user/save/questionnaire', () => {
  it('takes the 11 answers and the agreement, and moves step 17 → 14', async () => {
    await control(sb, 'POST', 'users/profile', { mobile: MOBILE, upTo: 'wallet' });
    const reply = await post(sb, 'user/save/questionnaire', QUESTIONNAIRE_OK, { token });
    expect(reply.body.data).toEqual({ stepCode: 14, query: {} });
    expect((await info()).forms.questionnaire).toEqual(QUESTIONNAIRE_OK);
  });

  it('refuses an unanswered question', async () => {
    const reply = await post(
      sb,
      'user/save/questionnaire',
      { ...QUESTIONNAIRE_OK, '11': undefined },
      { token },
    );
    expect(reply.body.msg).toBe('Invalid parameter: 11: Please answer this question');
  });
});

describe('POST /__sandbox/users/profile', () => {
  it('fills what is missing with valid demo data, up to the part asked for, and answers the step', async () => {
    await post(sb, 'user/saveBasicInfo-market', { ...PERSONAL_OK, firstName: 'Neema' }, { token });
    const steps: Array<[string, number]> = [
      ['work', 12],
      ['idCard', 5],
      ['wallet', 17],
      ['questionnaire', 14],
    ];
    for (const [upTo, stepCode] of steps) {
      const reply = await control(sb, 'POST', 'users/profile', { mobile: MOBILE, upTo });
      expect(reply).toEqual({ status: 200, body: { ok: true, stepCode, query: {} } });
    }
    const saved = await info();
    // What the borrower had saved is kept; the rest is the demo application.
    expect(saved.forms.personal?.firstName).toBe('Neema');
    expect(saved.forms.work?.employmentType).toBe('Employee');
    expect(saved.stepCode).toBe(14);
  });

  it('refuses an unknown part and an unknown borrower', async () => {
    expect(await control(sb, 'POST', 'users/profile', { mobile: MOBILE, upTo: 'everything' })).toEqual({
      status: 400,
      body: { error: 'upTo must be one of personal, work, idCard, wallet, questionnaire' },
    });
    const stranger = await control(sb, 'POST', 'users/profile', { mobile: '799999999', upTo: 'work' });
    expect(stranger.status).toBe(404);
  });
});
