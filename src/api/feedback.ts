import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '../contract/entities.ts';
import type { FeedbackMessage, FeedbackTicket } from '../contract/entities.ts';
import { get, post, upload, type CallOptions, type UploadOptions } from './http.ts';

/**
 * Feedback tickets (`feedback/*`). Type and status codes: spec section 3. Replies are checked where they
 * enter the app: a ticket without a known status or type, or a message without its text, is a bad reply
 * (the screen's error state with retry), never "undefined" on the screen.
 */

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTime = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isRefs = (value: unknown) => Array.isArray(value) && value.every((ref) => typeof ref === 'string');

export function isFeedbackMessage(value: unknown): value is FeedbackMessage {
  return (
    isObject(value) &&
    typeof value.messageId === 'string' &&
    (value.from === 'user' || value.from === 'staff') &&
    typeof value.text === 'string' &&
    isTime(value.at) &&
    isRefs(value.images)
  );
}

export function isFeedbackTicket(value: unknown): value is FeedbackTicket {
  return (
    isObject(value) &&
    typeof value.feedbackId === 'string' &&
    value.feedbackId !== '' &&
    (FEEDBACK_TYPES as readonly unknown[]).includes(value.type) &&
    (FEEDBACK_STATUSES as readonly unknown[]).includes(value.status) &&
    typeof value.remark === 'string' &&
    isRefs(value.images) &&
    typeof value.contact === 'string' &&
    (value.appointmentTime === null || typeof value.appointmentTime === 'string') &&
    (value.resolved === null || typeof value.resolved === 'boolean') &&
    isTime(value.unread) &&
    typeof value.editable === 'boolean' &&
    Array.isArray(value.messages) &&
    value.messages.every(isFeedbackMessage) &&
    isTime(value.createdAt) &&
    isTime(value.updatedAt)
  );
}

const isTicketList = (value: unknown) =>
  isObject(value) && Array.isArray(value.tickets) && value.tickets.every(isFeedbackTicket);
const isFaq = (value: unknown) =>
  isObject(value) &&
  Array.isArray(value.items) &&
  value.items.every(
    (item) => isObject(item) && typeof item.question === 'string' && typeof item.answer === 'string',
  );
const isCount = (value: unknown) => isObject(value) && isTime(value.unread);

/** How many tickets have staff replies the borrower has not opened: the red dot (no spinner, no toast). */
export const feedbackRedDot = () =>
  get('feedback/red-dot-marker', {}, { background: true, quiet: true, check: isCount });
/** The ticket with its conversation; opening it marks the staff replies read. */
export const feedbackDetail = (feedbackId: string, options?: CallOptions) =>
  get('feedback/detail', { feedbackId }, { ...options, check: isFeedbackTicket });
/** The feedback FAQ in the language of the `lang` header. */
export const feedbackFaq = () => get('feedback/list/question_answer', {}, { check: isFaq });
export const feedbackList = () => post('feedback/list/feedback', {}, { check: isTicketList });
/**
 * Sends the feedback form: the values the form engine gives (under their wire names, e.g. `remark`);
 * with `feedbackId`, changes that ticket instead of opening a new one.
 */
export const createFeedback = (values: Record<string, unknown>, feedbackId?: string) =>
  post('feedback/create', feedbackId === undefined ? { ...values } : { ...values, feedbackId });
/** A message on the ticket: the message form's values (`text`, and `images` when pictures were added). */
export const addLeaveMessage = (feedbackId: string, values: Record<string, unknown>) =>
  post('feedback/add/leaveMsg', {
    feedbackId,
    text: String(values.text ?? ''),
    ...(Array.isArray(values.images) ? { images: values.images.map(String) } : {}),
  });
export const leaveMessages = (feedbackId: string) => post('feedback/list/leave-message', { feedbackId });
export const submitRating = (feedbackId: string, resolved: boolean) =>
  post('feedback/submit-rating', { feedbackId, resolved });
/** Uploads take progress and a cancel signal (UploadOptions); forms name them in their rules (src/features/feedback/upload-calls.ts). */
export const uploadCredential = (image: Blob, options?: UploadOptions) =>
  upload('feedback/upload/credential', { file: image }, {}, options);
export const uploadFeedbackFile = (file: Blob, options?: UploadOptions) =>
  upload('feedback/uploadFile', { file }, {}, options);
