/**
 * Feedback tickets and their conversations (migration 5). A ticket's status moves only through the named
 * events of `feedbackTransition`, so the rules live in one place: the routes and the tester's control
 * both go through it.
 */
import { randomBytes } from 'node:crypto';
import type { FeedbackStatus, FeedbackType } from '../../src/contract/entities.ts';
import type { Db } from '../db.ts';

export interface FeedbackTicketRow {
  readonly id: number;
  readonly feedback_id: string;
  readonly user_id: number;
  readonly type: FeedbackType;
  readonly status: FeedbackStatus;
  readonly remark: string;
  /** JSON array of upload ids. */
  readonly images: string;
  readonly contact: string;
  readonly appointment_time: string | null;
  readonly resolved: 0 | 1 | null;
  readonly created_at: number;
  readonly updated_at: number;
  /** Staff messages with a larger `id` are unread. */
  readonly read_upto: number;
}

export interface FeedbackMessageRow {
  readonly id: number;
  readonly message_id: string;
  readonly ticket_id: number;
  readonly sender: 'user' | 'staff';
  readonly text: string;
  readonly images: string;
  readonly at: number;
}

/** What the borrower fills in (the feedback form, under the names the store keeps). */
export interface TicketFields {
  readonly type: FeedbackType;
  readonly remark: string;
  readonly images: readonly string[];
  readonly contact: string;
  readonly appointmentTime: string | null;
}

/**
 * What can happen to a ticket. `edited`, `userMessage` and `rated` are the borrower's; `staffReply` and
 * `staffStatus` come from the tester's control (staff are not part of this product, spec section 6).
 */
export type FeedbackEvent =
  | { kind: 'edited' }
  | { kind: 'userMessage' }
  | { kind: 'staffReply'; status?: FeedbackStatus }
  | { kind: 'staffStatus'; status: FeedbackStatus }
  | { kind: 'rated' };

/** Why an event is refused, by the envelope message the route answers with. */
export type FeedbackRefusal = 'feedbackNotEditable' | 'feedbackClosed' | 'feedbackNotRatable';

/**
 * The status after `event` on a ticket in `status` (rated or not), or why it cannot happen:
 * - sent → 1; nobody has answered yet, so the borrower may still change it (`edited` keeps 1);
 * - the borrower writes again → 2 (platform processing); not on a done ticket;
 * - staff answer → 3 (I need to reply), or the status staff choose; staff may move it to any status;
 * - done (4) → rated once, resolved or unresolved; a rating does not reopen it.
 */
export function feedbackTransition(
  status: FeedbackStatus,
  rated: boolean,
  event: FeedbackEvent,
): FeedbackStatus | FeedbackRefusal {
  switch (event.kind) {
    case 'edited':
      return status === 1 ? 1 : 'feedbackNotEditable';
    case 'userMessage':
      return status === 4 ? 'feedbackClosed' : 2;
    case 'staffReply':
      return event.status ?? 3;
    case 'staffStatus':
      return event.status;
    case 'rated':
      return status === 4 && !rated ? 4 : 'feedbackNotRatable';
    default:
      return event satisfies never;
  }
}

export const isRefusal = (next: FeedbackStatus | FeedbackRefusal): next is FeedbackRefusal =>
  typeof next === 'string';

export type FeedbackStore = ReturnType<typeof feedbackStore>;

const publicId = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;

export function feedbackStore(db: Db) {
  const insertTicket = db.prepare<{
    feedback_id: string;
    user_id: number;
    type: number;
    remark: string;
    images: string;
    contact: string;
    appointment_time: string | null;
    at: number;
  }>(
    `INSERT INTO feedback_tickets (feedback_id, user_id, type, status, remark, images, contact,
       appointment_time, created_at, updated_at)
     VALUES (@feedback_id, @user_id, @type, 1, @remark, @images, @contact, @appointment_time, @at, @at)`,
  );
  const updateFields = db.prepare<{
    id: number;
    type: number;
    remark: string;
    images: string;
    contact: string;
    appointment_time: string | null;
    at: number;
  }>(
    `UPDATE feedback_tickets SET type = @type, remark = @remark, images = @images, contact = @contact,
       appointment_time = @appointment_time, updated_at = @at WHERE id = @id`,
  );
  const byId = db.prepare<[number], FeedbackTicketRow>('SELECT * FROM feedback_tickets WHERE id = ?');
  const byPublicId = db.prepare<[string], FeedbackTicketRow>(
    'SELECT * FROM feedback_tickets WHERE feedback_id = ?',
  );
  const byUser = db.prepare<[number], FeedbackTicketRow>(
    'SELECT * FROM feedback_tickets WHERE user_id = ? ORDER BY updated_at DESC, id DESC',
  );
  const setStatus = db.prepare<[number, number, number]>(
    'UPDATE feedback_tickets SET status = ?, updated_at = ? WHERE id = ?',
  );
  const setRating = db.prepare<[number, number]>('UPDATE feedback_tickets SET resolved = ? WHERE id = ?');
  const setRead = db.prepare<[number, number]>(
    'UPDATE feedback_tickets SET read_upto = MAX(read_upto, ?) WHERE id = ?',
  );
  const lastMessage = db.prepare<[number], { id: number | null }>(
    'SELECT MAX(id) AS id FROM feedback_messages WHERE ticket_id = ?',
  );
  const insertMessage = db.prepare<{
    message_id: string;
    ticket_id: number;
    sender: string;
    text: string;
    images: string;
    at: number;
  }>(
    `INSERT INTO feedback_messages (message_id, ticket_id, sender, text, images, at)
     VALUES (@message_id, @ticket_id, @sender, @text, @images, @at)`,
  );
  const messageById = db.prepare<[number], FeedbackMessageRow>(
    'SELECT * FROM feedback_messages WHERE id = ?',
  );
  const messagesOf = db.prepare<[number], FeedbackMessageRow>(
    'SELECT * FROM feedback_messages WHERE ticket_id = ? ORDER BY id',
  );
  const unreadOf = db.prepare<[number], { n: number }>(
    `SELECT COUNT(*) AS n FROM feedback_messages m JOIN feedback_tickets t ON t.id = m.ticket_id
     WHERE m.ticket_id = ? AND m.sender = 'staff' AND m.id > t.read_upto`,
  );
  const unreadTickets = db.prepare<[number], { n: number }>(
    `SELECT COUNT(DISTINCT t.id) AS n FROM feedback_tickets t JOIN feedback_messages m ON m.ticket_id = t.id
     WHERE t.user_id = ? AND m.sender = 'staff' AND m.id > t.read_upto`,
  );

  function row(id: number): FeedbackTicketRow {
    const found = byId.get(id);
    if (!found) throw new Error(`feedback ticket ${id} not found`);
    return found;
  }

  function addMessage(
    ticket: FeedbackTicketRow,
    sender: 'user' | 'staff',
    text: string,
    images: readonly string[],
    atMs: number,
  ): FeedbackMessageRow {
    const info = insertMessage.run({
      message_id: publicId('m'),
      ticket_id: ticket.id,
      sender,
      text,
      images: JSON.stringify(images),
      at: atMs,
    });
    const message = messageById.get(Number(info.lastInsertRowid));
    if (!message) throw new Error('inserted feedback message not found');
    return message;
  }

  return {
    create(userId: number, fields: TicketFields, atMs: number): FeedbackTicketRow {
      const info = insertTicket.run({
        feedback_id: publicId('f'),
        user_id: userId,
        type: fields.type,
        remark: fields.remark,
        images: JSON.stringify(fields.images),
        contact: fields.contact,
        appointment_time: fields.appointmentTime,
        at: atMs,
      });
      return row(Number(info.lastInsertRowid));
    },
    find(feedbackId: string): FeedbackTicketRow | undefined {
      return byPublicId.get(feedbackId);
    },
    /** The borrower's tickets, the most recently changed first. */
    forUser(userId: number): FeedbackTicketRow[] {
      return byUser.all(userId);
    },
    messages(ticketId: number): FeedbackMessageRow[] {
      return messagesOf.all(ticketId);
    },
    /** Staff messages of the ticket the borrower has not opened yet. */
    unread(ticketId: number): number {
      return unreadOf.get(ticketId)?.n ?? 0;
    },
    /** How many of the borrower's tickets have unread staff messages. */
    unreadTickets(userId: number): number {
      return unreadTickets.get(userId)?.n ?? 0;
    },
    /** The borrower has seen every message of the ticket so far. */
    markRead(ticketId: number): void {
      setRead.run(lastMessage.get(ticketId)?.id ?? 0, ticketId);
    },
    /**
     * Applies `event` (and what comes with it: new fields, a message, a rating) in one transaction, or
     * returns why it cannot happen.
     */
    apply(
      ticket: FeedbackTicketRow,
      event: FeedbackEvent,
      atMs: number,
      change: {
        fields?: TicketFields;
        message?: { text: string; images: readonly string[] };
        resolved?: boolean;
      } = {},
    ): { ticket: FeedbackTicketRow; message: FeedbackMessageRow | null } | FeedbackRefusal {
      const next = feedbackTransition(ticket.status, ticket.resolved !== null, event);
      if (isRefusal(next)) return next;
      return db.transaction(() => {
        const { fields, message, resolved } = change;
        if (fields) {
          updateFields.run({
            id: ticket.id,
            type: fields.type,
            remark: fields.remark,
            images: JSON.stringify(fields.images),
            contact: fields.contact,
            appointment_time: fields.appointmentTime,
            at: atMs,
          });
        }
        const sender = event.kind === 'staffReply' ? 'staff' : 'user';
        const added = message ? addMessage(ticket, sender, message.text, message.images, atMs) : null;
        // The borrower has read everything up to their own message.
        if (added && sender === 'user') setRead.run(added.id, ticket.id);
        if (resolved !== undefined) setRating.run(resolved ? 1 : 0, ticket.id);
        setStatus.run(next, atMs, ticket.id);
        return { ticket: row(ticket.id), message: added };
      })();
    },
  };
}
