import type { FeedbackTicket } from '../contract/entities.ts';
import { get, post, upload, type UploadOptions } from './http.ts';

/** Feedback tickets (`feedback/*`). Type and status codes: spec section 3. */

export const feedbackRedDot = () => get('feedback/red-dot-marker', {}, { background: true });
export const feedbackDetail = (feedbackId: string) => get('feedback/detail', { feedbackId });
export const feedbackFaq = () => get('feedback/list/question_answer', {});
export const feedbackList = () => post('feedback/list/feedback', {});
export const createFeedback = (
  body: Pick<FeedbackTicket, 'type' | 'remark' | 'images' | 'contact' | 'appointmentTime'>,
) => post('feedback/create', { ...body });
export const addLeaveMessage = (feedbackId: string, text: string, images: string[]) =>
  post('feedback/add/leaveMsg', { feedbackId, text, images });
export const leaveMessages = (feedbackId: string) => post('feedback/list/leave-message', { feedbackId });
export const submitRating = (feedbackId: string, resolved: boolean) =>
  post('feedback/submit-rating', { feedbackId, resolved });
/** Uploads take progress and a cancel signal (UploadOptions); forms name them in their rules (src/forms/upload-calls.ts). */
export const uploadCredential = (image: Blob, options?: UploadOptions) =>
  upload('feedback/upload/credential', { file: image }, {}, options);
export const uploadFeedbackFile = (file: Blob, options?: UploadOptions) =>
  upload('feedback/uploadFile', { file }, {}, options);
