import { feedbackDetail, feedbackList } from '../../api/feedback.ts';
import type { FeedbackStatus, FeedbackTicket, FeedbackType } from '../../contract/entities.ts';
import type { KeysOf } from '../../i18n/i18n.ts';
import type feedbackTexts from '../../i18n/sections/feedback.ts';
import { PATHS, withQuery } from '../../routing/routes.ts';

/** How each status looks (spec section 3: 1 and 2 platform processing, 3 I need to reply, 4 done). */
export const STATUS_TONE: Readonly<Record<FeedbackStatus, 'neutral' | 'attention' | 'good'>> = {
  1: 'neutral',
  2: 'neutral',
  3: 'attention',
  4: 'good',
};

type Key = KeysOf<typeof feedbackTexts>;

export const statusLabel = (status: FeedbackStatus) => `feedback.status.${status}` as Key;
/** The screens' own words for a type and a call-back time (the form's labels travel with the form). */
export const typeLabel = (type: FeedbackType) => `feedback.type.${type}` as Key;
export const appointmentLabel = (slot: string) => `feedback.appointment.${slot}` as Key;

export const detailLocation = (feedbackId: string) => withQuery(PATHS.feedbackDetail, { feedbackId });
export const editLocation = (feedbackId: string) => withQuery(PATHS.addFeedback, { feedbackId });

export const loadTickets = (): Promise<FeedbackTicket[]> => feedbackList().then((reply) => reply.tickets);

export const loadTicket = (feedbackId: string): Promise<FeedbackTicket> => feedbackDetail(feedbackId);
