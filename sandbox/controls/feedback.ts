/**
 * Feedback controls: staff are not part of this product (spec section 6), so a tester plays them. Look at a
 * borrower's tickets, post a staff reply (status 3, "I need to reply", unless another is asked for) and
 * move a ticket's status: 1 and 2 platform processing, 3 I need to reply, 4 done.
 */
import { FEEDBACK_STATUSES } from '../../src/contract/entities.ts';
import type { FeedbackStatus } from '../../src/contract/entities.ts';
import { toFeedbackTicket } from '../routes/feedback.ts';
import type { FeedbackTicketRow } from '../store/feedback.ts';
import type { UserRow } from '../store/users.ts';
import type { ControlActions, ControlDeps } from './shared.ts';
import { ControlError, jsonBody, userNamed } from './shared.ts';

/** Longest staff reply a tester may post (characters), as long as a borrower's message may be. */
const MAX_REPLY_CHARS = 2000;

function statusOf(value: unknown, required: boolean): FeedbackStatus | undefined {
  if (value === undefined && !required) return undefined;
  if (FEEDBACK_STATUSES.includes(value as FeedbackStatus)) return value as FeedbackStatus;
  throw new ControlError(400, 'status must be 1 or 2 (platform processing), 3 (I need to reply) or 4 (done)');
}

/** The ticket named by `feedbackId`, else the borrower's most recently changed one. */
function ticketOf(deps: ControlDeps, user: UserRow, feedbackId: unknown): FeedbackTicketRow {
  if (feedbackId !== undefined) {
    const ticket = typeof feedbackId === 'string' ? deps.store.feedback.find(feedbackId) : undefined;
    if (!ticket || ticket.user_id !== user.id) {
      throw new ControlError(404, `the borrower has no feedback ${String(feedbackId)}`);
    }
    return ticket;
  }
  const newest = deps.store.feedback.forUser(user.id)[0];
  if (!newest) throw new ControlError(409, 'the borrower has no feedback yet');
  return newest;
}

function shown(deps: ControlDeps, ticket: FeedbackTicketRow) {
  const { feedback } = deps.store;
  return toFeedbackTicket(ticket, feedback.messages(ticket.id), feedback.unread(ticket.id));
}

export const feedbackActions: ControlActions = {
  /** `GET feedback?mobile=…`: the borrower's tickets with their conversations, most recently changed first. */
  'GET feedback': ({ query }, deps) => {
    const user = userNamed(Object.fromEntries(query), deps.store);
    return { tickets: deps.store.feedback.forUser(user.id).map((ticket) => shown(deps, ticket)) };
  },
  /** `{ mobile, text, feedbackId?, status? }`: a staff reply (plain text, shown as text) on the ticket. */
  'POST feedback/reply': async ({ req }, deps) => {
    const body = await jsonBody(req);
    const user = userNamed(body, deps.store);
    const text = typeof body['text'] === 'string' ? body['text'].trim() : '';
    if (text === '' || text.length > MAX_REPLY_CHARS) {
      throw new ControlError(400, `text must be 1 to ${MAX_REPLY_CHARS} characters`);
    }
    const status = statusOf(body['status'], false);
    const ticket = ticketOf(deps, user, body['feedbackId']);
    const event =
      status === undefined ? { kind: 'staffReply' as const } : { kind: 'staffReply' as const, status };
    const done = deps.store.feedback.apply(ticket, event, deps.clock.now(), {
      message: { text, images: [] },
    });
    if (typeof done === 'string') throw new ControlError(409, done);
    return { ok: true, ticket: shown(deps, done.ticket) };
  },
  /** `{ mobile, status, feedbackId? }`: moves the ticket to `status` (4: done, the borrower may rate it). */
  'POST feedback/status': async ({ req }, deps) => {
    const body = await jsonBody(req);
    const user = userNamed(body, deps.store);
    const status = statusOf(body['status'], true) as FeedbackStatus;
    const ticket = ticketOf(deps, user, body['feedbackId']);
    const done = deps.store.feedback.apply(ticket, { kind: 'staffStatus', status }, deps.clock.now());
    if (typeof done === 'string') throw new ControlError(409, done);
    return { ok: true, ticket: shown(deps, done.ticket) };
  },
};
