/**
 * The feedback centre (`feedback/*`): a borrower's tickets, their conversations, the red dot for unread
 * staff replies, the rating, the pictures, and the feedback FAQ. Tickets are validated with the app's own
 * feedback form (schemas/<market>/feedback.*, sandbox/forms.ts) and change status only through
 * `feedbackTransition` (store/feedback.ts). Staff replies come from the tester's control
 * (controls/feedback.ts).
 */
import { FEEDBACK_TYPES } from '../../src/contract/entities.ts';
import type {
  FeedbackMessage,
  FeedbackTicket,
  FeedbackType,
  StoredImage,
} from '../../src/contract/entities.ts';
import { MAX_UPLOAD_FILE_BYTES } from '../config.ts';
import { feedbackFaq } from '../data/feedback-faq.ts';
import { ApiError, Code } from '../errors.ts';
import { seconds } from '../loans/order.ts';
import type {
  FeedbackMessageRow,
  FeedbackRefusal,
  FeedbackTicketRow,
  TicketFields,
} from '../store/feedback.ts';
import type { UserRow } from '../store/users.ts';
import { detectImageType, findUpload, storeImage } from '../uploads.ts';
import { requireFile } from './kyc.ts';
import { route, signedIn } from './types.ts';
import type { CallContext, Route } from './types.ts';

/** Feedback pictures may be 20 MB each (spec sections 5 and 9), the most a multipart part may carry. */
export const FEEDBACK_PICTURE_MAX_BYTES = MAX_UPLOAD_FILE_BYTES;

const list = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
};

export function toFeedbackMessage(row: FeedbackMessageRow): FeedbackMessage {
  return {
    messageId: row.message_id,
    from: row.sender,
    text: row.text,
    at: seconds(row.at),
    images: list(row.images),
  };
}

/** A ticket as the contract has it, with its conversation and its unread staff replies. */
export function toFeedbackTicket(
  ticket: FeedbackTicketRow,
  messages: readonly FeedbackMessageRow[],
  unread: number,
): FeedbackTicket {
  return {
    feedbackId: ticket.feedback_id,
    type: ticket.type,
    status: ticket.status,
    remark: ticket.remark,
    images: list(ticket.images),
    contact: ticket.contact,
    appointmentTime: ticket.appointment_time,
    resolved: ticket.resolved === null ? null : ticket.resolved === 1,
    unread,
    editable: ticket.status === 1,
    messages: messages.map(toFeedbackMessage),
    createdAt: seconds(ticket.created_at),
    updatedAt: seconds(ticket.updated_at),
  };
}

function view(ctx: CallContext, ticket: FeedbackTicketRow): FeedbackTicket {
  const { feedback } = ctx.store;
  return toFeedbackTicket(ticket, feedback.messages(ticket.id), feedback.unread(ticket.id));
}

/** The borrower's own ticket; another borrower's is "not found", like one that does not exist. */
function ownTicket(ctx: CallContext, user: UserRow, feedbackId: unknown): FeedbackTicketRow {
  const ticket = typeof feedbackId === 'string' ? ctx.store.feedback.find(feedbackId) : undefined;
  if (!ticket || ticket.user_id !== user.id)
    throw ApiError.business(Code.feedbackNotFound, 'feedbackNotFound');
  return ticket;
}

const refused = (why: FeedbackRefusal) =>
  ApiError.business(
    {
      feedbackNotEditable: Code.feedbackNotEditable,
      feedbackClosed: Code.feedbackClosed,
      feedbackNotRatable: Code.feedbackNotRatable,
    }[why],
    why,
  );

/** Each picture reference must be one of the borrower's own uploads. */
function ownPictures(ctx: CallContext, user: UserRow, refs: readonly string[]): string[] {
  for (const ref of refs) {
    if (!findUpload(ctx.uploadsDir, user.id, ref)) {
      throw ApiError.business(Code.feedbackPictureUnknown, 'feedbackPictureUnknown');
    }
  }
  return [...refs];
}

/** The form's values (wire names, already checked by the feedback form) as the store keeps them. */
function ticketFields(ctx: CallContext, user: UserRow, values: Record<string, unknown>): TicketFields {
  const images = Array.isArray(values['images']) ? values['images'].map(String) : [];
  const appointment = values['appointmentTime'];
  return {
    type: values['type'] as FeedbackType,
    remark: String(values['remark'] ?? ''),
    images: ownPictures(ctx, user, images),
    contact: typeof values['contact'] === 'string' ? values['contact'] : '',
    appointmentTime: typeof appointment === 'string' ? appointment : null,
  };
}

/** A picture of a ticket or a message: images only (by their bytes), at most 20 MB, kept with the uploads. */
function keepPicture(ctx: CallContext): StoredImage {
  const user = signedIn(ctx);
  const file = requireFile(ctx);
  if (!detectImageType(file.data)) throw ApiError.business(Code.notAnImage, 'notAnImage');
  const stored = storeImage(ctx.uploadsDir, user.id, file, { maxBytes: FEEDBACK_PICTURE_MAX_BYTES });
  return { imageId: stored.id, bytes: stored.bytes };
}

export const feedbackRoutes: readonly Route[] = [
  route('feedback/list/feedback', (ctx) => {
    const user = signedIn(ctx);
    return { tickets: ctx.store.feedback.forUser(user.id).map((ticket) => view(ctx, ticket)) };
  }),
  route('feedback/red-dot-marker', (ctx) => ({ unread: ctx.store.feedback.unreadTickets(signedIn(ctx).id) })),
  route('feedback/detail', (ctx) => {
    const ticket = ownTicket(ctx, signedIn(ctx), ctx.payload.feedbackId);
    // What the borrower is shown now counts as read: the red dot goes.
    const shown = view(ctx, ticket);
    ctx.store.feedback.markRead(ticket.id);
    return shown;
  }),
  route('feedback/list/leave-message', (ctx) => {
    const ticket = ownTicket(ctx, signedIn(ctx), ctx.payload.feedbackId);
    return { messages: ctx.store.feedback.messages(ticket.id).map(toFeedbackMessage) };
  }),
  route('feedback/create', (ctx) => {
    const user = signedIn(ctx);
    const { feedbackId, ...form } = ctx.payload as Record<string, unknown>;
    const editing = feedbackId === undefined ? null : ownTicket(ctx, user, feedbackId);
    const { values } = ctx.forms.accept('feedback', form, user.mobile, ctx.nowMs, ctx.lang);
    if (!FEEDBACK_TYPES.includes(values['type'] as FeedbackType)) {
      throw ApiError.invalidParam('paramEnum', { field: 'type', allowed: FEEDBACK_TYPES.join(', ') });
    }
    const fields = ticketFields(ctx, user, values);
    if (!editing) return { feedbackId: ctx.store.feedback.create(user.id, fields, ctx.nowMs).feedback_id };
    const done = ctx.store.feedback.apply(editing, { kind: 'edited' }, ctx.nowMs, { fields });
    if (typeof done === 'string') throw refused(done);
    return { feedbackId: done.ticket.feedback_id };
  }),
  route('feedback/add/leaveMsg', (ctx) => {
    const user = signedIn(ctx);
    const ticket = ownTicket(ctx, user, ctx.payload.feedbackId);
    const text = ctx.payload.text.trim();
    if (text === '') throw ApiError.invalidParam('feedbackEmptyMessage');
    const images = ownPictures(ctx, user, ctx.payload.images ?? []);
    const done = ctx.store.feedback.apply(ticket, { kind: 'userMessage' }, ctx.nowMs, {
      message: { text, images },
    });
    if (typeof done === 'string') throw refused(done);
    if (!done.message) throw new Error('leaveMsg stored no message');
    return { message: toFeedbackMessage(done.message) };
  }),
  route('feedback/submit-rating', (ctx) => {
    const ticket = ownTicket(ctx, signedIn(ctx), ctx.payload.feedbackId);
    const { resolved } = ctx.payload;
    const done = ctx.store.feedback.apply(ticket, { kind: 'rated' }, ctx.nowMs, { resolved });
    if (typeof done === 'string') throw refused(done);
    return { resolved };
  }),
  route('feedback/upload/credential', (ctx) => keepPicture(ctx)),
  route('feedback/uploadFile', (ctx) => keepPicture(ctx)),
  route('feedback/list/question_answer', (ctx) => ({
    items: feedbackFaq(ctx.lang).map((item) => ({ ...item })),
  })),
];
