/**
 * `POST users/profile {mobile, upTo}`: fills what is missing of a borrower's application with valid demo
 * data (sandbox/data/demo-profile.ts), up to and including `upTo`, so a tester can start at a later step.
 * What the borrower already saved is kept. The reply is the step the borrower is now at.
 */
import {
  DEMO_JPEG,
  DEMO_PERSONAL,
  DEMO_QUESTIONNAIRE,
  DEMO_WALLET,
  DEMO_WORK,
} from '../data/demo-profile.ts';
import { ApiError } from '../errors.ts';
import { stepOf } from '../loans/journey.ts';
import { message } from '../messages.ts';
import type { ImageKind } from '../store/kyc.ts';
import type { UserRow } from '../store/users.ts';
import { storeImage } from '../uploads.ts';
import type { ControlActions, ControlDeps } from './shared.ts';
import { ControlError, jsonBody, userNamed } from './shared.ts';

/** The parts of the application in the order the journey asks for them. */
export const PROFILE_PARTS = ['personal', 'work', 'idCard', 'wallet', 'questionnaire'] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

function saveForm(deps: ControlDeps, user: UserRow, form: string, demo: Record<string, unknown>): void {
  if (deps.store.forms.forUser(user.id)[form]) return;
  const nowMs = deps.clock.now();
  try {
    const { values } = deps.forms.accept(form, { ...demo, t: 1 }, user.mobile, nowMs, 'en');
    deps.store.forms.save(user.id, form, values, nowMs);
    if (form === 'personal')
      deps.store.users.setNames(user.id, String(values.firstName), String(values.lastName));
  } catch (error) {
    // The demo data no longer fits the market's form (or clashes with this borrower): say which field.
    if (error instanceof ApiError) throw new ControlError(409, message('en', error.key, error.params));
    throw error;
  }
}

function fillIdCard(deps: ControlDeps, user: UserRow): void {
  const status = deps.store.kyc.status(user.id);
  const nowMs = deps.clock.now();
  const missing: ImageKind[] = (['front', 'back', 'face'] as const).filter((kind) => !status[kind]);
  for (const kind of missing) {
    const file = {
      field: 'file',
      filename: `demo-${kind}.jpg`,
      mediaType: 'image/jpeg',
      data: Buffer.from(DEMO_JPEG),
    };
    const stored = storeImage(deps.uploadsDir, user.id, file);
    deps.store.kyc.addImage(user.id, kind, stored.id, stored.bytes, nowMs);
  }
  if (!status.livenessPassed) deps.store.kyc.addLiveness(user.id, 'camera', true, 100, nowMs);
}

const FILL: Readonly<Record<ProfilePart, (deps: ControlDeps, user: UserRow) => void>> = {
  personal: (deps, user) => saveForm(deps, user, 'personal', DEMO_PERSONAL),
  work: (deps, user) => saveForm(deps, user, 'work', DEMO_WORK),
  idCard: fillIdCard,
  wallet: (deps, user) => {
    if (!deps.store.wallets.find(user.id))
      deps.store.wallets.bind(user.id, DEMO_WALLET, user.mobile, deps.clock.now());
  },
  questionnaire: (deps, user) => saveForm(deps, user, 'questionnaire', DEMO_QUESTIONNAIRE),
};

export const userActions: ControlActions = {
  'POST users/profile': async ({ req }, deps) => {
    const body = await jsonBody(req);
    const user = userNamed(body, deps.store);
    const upTo = PROFILE_PARTS.indexOf(body['upTo'] as ProfilePart);
    if (upTo < 0) throw new ControlError(400, `upTo must be one of ${PROFILE_PARTS.join(', ')}`);
    for (const part of PROFILE_PARTS.slice(0, upTo + 1)) FILL[part](deps, user);
    return { ok: true, ...stepOf(deps.store, deps.loans, user.id, deps.clock.now()) };
  },
};
