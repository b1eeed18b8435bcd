import { get, post, upload } from './http.ts';

/** Feedback tickets (`feedback/*`). Type and status codes: spec section 3. */

/** 1 repaid bill not updated, 2 extend period, 3 other, 4 loan failure, 5 want to borrow, 6 want to repay, 7 loan not received. */
export type FeedbackType = 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** 1 and 2 platform processing, 3 I need to reply, 4 done. */
export type FeedbackStatus = 1 | 2 | 3 | 4;

export interface FeedbackMessage {
  from: 'user' | 'staff';
  text: string;
  /** Seconds since epoch. */
  at: number;
  images: string[];
}

export interface FeedbackTicket {
  feedbackId: string;
  type: FeedbackType;
  status: FeedbackStatus;
  remark: string;
  images: string[];
  contact: string;
  appointmentTime: number | null;
  resolved: boolean | null;
  messages: FeedbackMessage[];
  createdAt: number;
}

export const feedbackRedDot = () =>
  get<{ unread: number }>('feedback/red-dot-marker', {}, { background: true });
export const feedbackDetail = (feedbackId: string) => get<FeedbackTicket>('feedback/detail', { feedbackId });
export const feedbackFaq = () =>
  get<{ items: Array<{ question: string; answer: string }> }>('feedback/list/question_answer');
export const feedbackList = () => post<{ tickets: FeedbackTicket[] }>('feedback/list/feedback');
export const createFeedback = (
  body: Pick<FeedbackTicket, 'type' | 'remark' | 'images' | 'contact' | 'appointmentTime'>,
) => post<{ feedbackId: string }>('feedback/create', { ...body });
export const addLeaveMessage = (feedbackId: string, text: string, images: string[]) =>
  post<null>('feedback/add/leaveMsg', { feedbackId, text, images });
export const leaveMessages = (feedbackId: string) =>
  post<{ messages: FeedbackMessage[] }>('feedback/list/leave-message', { feedbackId });
export const submitRating = (feedbackId: string, resolved: boolean) =>
  post<null>('feedback/submit-rating', { feedbackId, resolved });
export const uploadCredential = (image: Blob) =>
  upload<{ url: string }>('feedback/upload/credential', { file: image });
export const uploadFeedbackFile = (file: Blob) => upload<{ url: string }>('feedback/uploadFile', { file });
