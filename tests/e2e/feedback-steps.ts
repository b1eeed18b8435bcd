import { DEMO_JPEG } from '../../sandbox/data/demo-profile.ts';
import type { FeedbackStatus, FeedbackTicket } from '../../src/contract/entities.ts';
import { controlOk } from '../helpers/sandbox.ts';
import { fill, type NewBorrower, type Texts } from './app-steps.ts';
import { pick } from './kyc-steps.ts';

/** Steps of the feedback centre, shared by its tests: a borrower, the form, and staff (the tester's control). */

/** A borrower registered through the app (setup.ts `newBorrower`), who writes to the feedback centre. */
export type FeedbackUser = NewBorrower;

/** A small real JPEG as a phone's gallery would hand it over (the app compresses it before sending). */
export const pictureFile = (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: Buffer.from(DEMO_JPEG),
});

/** The feedback form's fields, by their labels as a person finds them. */
export const description = (u: FeedbackUser) =>
  u.page.getByLabel(u.t.forms.feedback.description.label, { exact: true });
/** Optional: its label ends with the form's "(optional)". */
export const contact = (u: FeedbackUser) =>
  u.page.getByLabel(`${u.t.forms.feedback.contact.label} ${u.t.forms.common.optional}`, { exact: true });

export async function chooseType(u: FeedbackUser, type: keyof Texts['options']['feedbackType']) {
  await pick(u.page, u.t.forms.feedback.type.label, u.t.options.feedbackType[type]);
}

/** Picks pictures in the form's upload field and waits until each is uploaded. */
export async function addPictures(u: FeedbackUser, already: number, names: string[]) {
  const input = u.page.getByLabel(fill(u.t.forms.upload.addPicture, { count: already, max: 3 }), {
    exact: true,
  });
  await input.setInputFiles(names.map(pictureFile));
  await u.page
    .getByText(u.t.forms.upload.done, { exact: true })
    .nth(already + names.length - 1)
    .waitFor({ timeout: 15_000 });
}

/** `/__sandbox/…` feedback controls: the tester playing customer service. */
const read = <T>(baseURL: string, path: string) => controlOk<T>(baseURL, 'GET', path);

const change = (baseURL: string, path: string, body: unknown) => controlOk(baseURL, 'POST', path, body);

export const staff = (baseURL: string, mobile: string) => ({
  tickets: () =>
    read<{ tickets: FeedbackTicket[] }>(baseURL, `feedback?mobile=${mobile}`).then((r) => r.tickets),
  reply: (text: string, status?: FeedbackStatus) =>
    change(baseURL, 'feedback/reply', { mobile, text, ...(status ? { status } : {}) }),
  status: (status: FeedbackStatus) => change(baseURL, 'feedback/status', { mobile, status }),
});
