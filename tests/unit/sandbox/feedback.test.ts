// @vitest-environment node
/**
 * The feedback centre's sandbox: tickets validated by the app's feedback form, pictures kept like the other
 * uploads (images only, 20 MB), the conversation, the red dot for unread staff replies, edits only while
 * nobody has answered, the rating once done, and the FAQ in the caller's language. Staff are the tester's
 * control (`/__sandbox/feedback/*`).
 */
import { describe, expect, it } from 'vitest';
import { BusinessCode } from '../../../src/contract/codes.ts';
import type { FeedbackMessage, FeedbackTicket, StoredImage } from '../../../src/contract/entities.ts';
import { feedbackTransition } from '../../../sandbox/store/feedback.ts';
import { control } from '../../helpers/sandbox.ts';
import { get, post, register, sandboxPerBlock } from './helpers.ts';
import { JPEG, upload } from './loan-helpers.ts';

const sb = sandboxPerBlock();

const REMARK = 'My repayment of 5000 on Monday is not showing';

async function picture(token: string, path = 'feedback/uploadFile'): Promise<string> {
  const { body } = await upload<StoredImage>(sb, path, token);
  expect(body.code, body.msg).toBe(0);
  return body.data.imageId;
}

async function create(token: string, fields: Record<string, unknown> = {}) {
  return post<{ feedbackId: string }>(
    sb,
    'feedback/create',
    { type: 1, remark: REMARK, ...fields },
    { token },
  );
}

async function detail(token: string, feedbackId: string) {
  const { body } = await get<FeedbackTicket>(sb, 'feedback/detail', { feedbackId }, { token });
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

async function redDot(token: string): Promise<number> {
  const { body } = await get<{ unread: number }>(sb, 'feedback/red-dot-marker', {}, { token });
  return body.data.unread;
}

describe('feedbackTransition', () => {
  it('follows spec section 3: sent 1, the borrower writes 2, staff answer 3, done 4', () => {
    expect(feedbackTransition(1, false, { kind: 'edited' })).toBe(1);
    expect(feedbackTransition(3, false, { kind: 'edited' })).toBe('feedbackNotEditable');
    expect(feedbackTransition(2, false, { kind: 'edited' })).toBe('feedbackNotEditable');
    expect(feedbackTransition(3, false, { kind: 'userMessage' })).toBe(2);
    expect(feedbackTransition(4, false, { kind: 'userMessage' })).toBe('feedbackClosed');
    expect(feedbackTransition(2, false, { kind: 'staffReply' })).toBe(3);
    expect(feedbackTransition(2, false, { kind: 'staffReply', status: 4 })).toBe(4);
    expect(feedbackTransition(4, false, { kind: 'staffStatus', status: 1 })).toBe(1);
    expect(feedbackTransition(4, false, { kind: 'rated' })).toBe(4);
    expect(feedbackTransition(4, true, { kind: 'rated' })).toBe('feedbackNotRatable');
    expect(feedbackTransition(3, false, { kind: 'rated' })).toBe('feedbackNotRatable');
  });
});

describe('feedback tickets', () => {
  it('a ticket with two pictures goes through reply, red dot, message, done and rating', async () => {
    const { token } = await register(sb, '712300001');
    const images = [await picture(token), await picture(token)];
    const created = await create(token, { images, contact: '0712300001', appointmentTime: 'morning' });
    expect(created.body.code, created.body.msg).toBe(0);
    const { feedbackId } = created.body.data;

    const fresh = await detail(token, feedbackId);
    expect(fresh).toMatchObject({ type: 1, status: 1, remark: REMARK, images, editable: true, unread: 0 });
    expect(fresh).toMatchObject({ contact: '0712300001', appointmentTime: 'morning', resolved: null });
    expect(await redDot(token)).toBe(0);

    const reply = '<img src=x onerror=alert(1)> Please send the M-Pesa message';
    const staff = await control<{ ticket: FeedbackTicket }>(sb, 'POST', 'feedback/reply', {
      mobile: '712300001',
      text: reply,
    });
    expect(staff.status).toBe(200);
    expect(staff.body.ticket).toMatchObject({ status: 3, unread: 1, editable: false });
    expect(await redDot(token)).toBe(1);

    const { body: listed } = await post<{ tickets: FeedbackTicket[] }>(
      sb,
      'feedback/list/feedback',
      {},
      { token },
    );
    expect(listed.data.tickets.map((t) => [t.feedbackId, t.status, t.unread])).toEqual([[feedbackId, 3, 1]]);

    // Opening the ticket reads the reply: the dot goes; the reply comes back exactly as staff wrote it.
    const opened = await detail(token, feedbackId);
    expect(opened.messages).toEqual([expect.objectContaining({ from: 'staff', text: reply, images: [] })]);
    expect(await redDot(token)).toBe(0);

    const extra = await picture(token, 'feedback/upload/credential');
    const left = await post<{ message: FeedbackMessage }>(
      sb,
      'feedback/add/leaveMsg',
      { feedbackId, text: '  Here it is  ', images: [extra] },
      { token },
    );
    expect(left.body.code, left.body.msg).toBe(0);
    expect(left.body.data.message).toMatchObject({ from: 'user', text: 'Here it is', images: [extra] });
    expect((await detail(token, feedbackId)).status).toBe(2);

    const { body: messages } = await post<{ messages: FeedbackMessage[] }>(
      sb,
      'feedback/list/leave-message',
      { feedbackId },
      { token },
    );
    expect(messages.data.messages.map((m) => m.from)).toEqual(['staff', 'user']);

    // Not rated before it is done.
    const early = await post(sb, 'feedback/submit-rating', { feedbackId, resolved: true }, { token });
    expect(early.body.code).toBe(BusinessCode.feedbackNotRatable);

    await control(sb, 'POST', 'feedback/status', { mobile: '712300001', status: 4 });
    const closed = await post(sb, 'feedback/add/leaveMsg', { feedbackId, text: 'And?' }, { token });
    expect(closed.body).toMatchObject({
      code: BusinessCode.feedbackClosed,
      msg: 'This feedback is closed: please send a new one',
    });

    const rated = await post(sb, 'feedback/submit-rating', { feedbackId, resolved: false }, { token });
    expect(rated.body).toMatchObject({ code: 0, data: { resolved: false } });
    expect((await detail(token, feedbackId)).resolved).toBe(false);
    const again = await post(sb, 'feedback/submit-rating', { feedbackId, resolved: true }, { token });
    expect(again.body.code).toBe(BusinessCode.feedbackNotRatable);
  });

  it('is checked by the feedback form: every refusal names the field in the caller’s language', async () => {
    const { token } = await register(sb, '712300002');
    const short = await create(token, { remark: 'Too short' });
    expect(short.body.code).toBe(400);
    expect(short.body.msg).toContain('the minimum word cannot be less than 10');
    const type = await create(token, { type: 8 });
    expect(type.body.code).toBe(400);
    const contact = await post(
      sb,
      'feedback/create',
      { type: 3, remark: REMARK, contact: 'not a contact' },
      { token, lang: 'sw_KE' },
    );
    expect(contact.body.msg).toContain('Tafadhali weka namba ya simu');
    const many = await create(token, { images: ['a', 'b', 'c', 'd'] });
    expect(many.body.msg).toContain('More than 3 pictures have been uploaded');
    const unknown = await create(token, { images: ['0123456789abcdef0123456789abcdef'] });
    expect(unknown.body.code).toBe(BusinessCode.feedbackPictureUnknown);
    const extra = await create(token, { secret: 'x' });
    expect(extra.body.code).toBe(400);
    // No contact, no call-back time: both are optional; an e-mail address is a contact too.
    expect((await create(token, { contact: 'amina@example.co.tz' })).body.code).toBe(0);
  });

  it('takes pictures only, and says so', async () => {
    const { token } = await register(sb, '712300003');
    const text = await upload(sb, 'feedback/uploadFile', token, {}, Buffer.from('not a picture at all'));
    expect(text.body.code).toBe(BusinessCode.notAnImage);
    const none = await upload(sb, 'feedback/upload/credential', token, {}, null);
    expect(none.body.code).toBe(400);
    const over = Buffer.alloc(20 * 1024 * 1024 + 1, 0);
    JPEG.copy(over);
    const big = await upload(sb, 'feedback/uploadFile', token, {}, over);
    expect(big.status).toBe(413);
    expect(big.body.msg).toContain('20 MB');
  });

  it('is changed only while nobody has answered, and only by its borrower', async () => {
    const { token } = await register(sb, '712300004');
    const { token: other } = await register(sb, '712300005');
    const { feedbackId } = (await create(token)).body.data;
    const edited = await create(token, { feedbackId, type: 6, remark: 'I want to repay early please' });
    expect(edited.body).toMatchObject({ code: 0, data: { feedbackId } });
    expect(await detail(token, feedbackId)).toMatchObject({
      type: 6,
      remark: 'I want to repay early please',
    });

    const foreign = await get(sb, 'feedback/detail', { feedbackId }, { token: other });
    expect(foreign.body.code).toBe(BusinessCode.feedbackNotFound);
    const foreignEdit = await create(other, { feedbackId });
    expect(foreignEdit.body.code).toBe(BusinessCode.feedbackNotFound);

    await control(sb, 'POST', 'feedback/reply', {
      mobile: '712300004',
      feedbackId,
      text: 'We are on it',
      status: 2,
    });
    const late = await create(token, { feedbackId });
    expect(late.body.code).toBe(BusinessCode.feedbackNotEditable);
    const empty = await post(sb, 'feedback/add/leaveMsg', { feedbackId, text: '   ' }, { token });
    expect(empty.body).toMatchObject({ code: 400, msg: 'Please write a message' });
  });

  it('the control refuses what staff could not do', async () => {
    await register(sb, '712300006');
    const none = await control(sb, 'POST', 'feedback/reply', { mobile: '712300006', text: 'Hello' });
    expect(none.status).toBe(409);
    const bad = await control(sb, 'POST', 'feedback/status', { mobile: '712300006', status: 5 });
    expect(bad.status).toBe(400);
    const list = await control<{ tickets: unknown[] }>(sb, 'GET', 'feedback?mobile=712300006');
    expect(list.body.tickets).toEqual([]);
  });

  it('answers the FAQ in the language of the lang header, without a login', async () => {
    type Faq = { items: Array<{ question: string; answer: string }> };
    const en = await get<Faq>(sb, 'feedback/list/question_answer', {}, { lang: 'en' });
    const sw = await get<Faq>(sb, 'feedback/list/question_answer', {}, { lang: 'sw_KE' });
    expect(en.body.data.items[0]?.question).toBe('How soon will I get an answer?');
    expect(sw.body.data.items[0]?.question).toBe('Nitapata jibu baada ya muda gani?');
    expect(sw.body.data.items).toHaveLength(en.body.data.items.length);
  });
});
