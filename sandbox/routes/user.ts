/**
 * The three loan-application forms (personal, additional, questionnaire). Each payload is validated
 * with the app's own schema files (sandbox/forms.ts), stored, and — when the borrower is at that form's
 * step — moves the borrower on to the next step, whose code and routing query are the reply.
 */
import { stepQuery } from '../store/users.ts';
import type { UserRow } from '../store/users.ts';
import { signedIn } from './types.ts';
import { route } from './types.ts';
import type { CallContext, Route } from './types.ts';

/** Spec section 4: basic info (6) → additional (11) → ID card (12); the questionnaire (17) → confirm (14). */
const FORM_STEPS = {
  personal: { at: 6, next: 11 },
  work: { at: 11, next: 12 },
  questionnaire: { at: 17, next: 14 },
} as const;

interface LoanStep {
  readonly stepCode: number;
  readonly query: Record<string, string>;
}

function saveForm(
  ctx: CallContext,
  form: keyof typeof FORM_STEPS,
): { user: UserRow; values: Record<string, unknown> } {
  const user = signedIn(ctx);
  const { values } = ctx.forms.accept(form, ctx.payload, user.mobile, ctx.nowMs, ctx.lang);
  ctx.store.forms.save(user.id, form, values, ctx.nowMs);
  const step = FORM_STEPS[form];
  // Editing a form later (after its step) stores the new answers but leaves the loan where it is.
  const moved = user.step_code === step.at ? ctx.store.users.setStep(user.id, step.next) : undefined;
  return { user: moved ?? user, values };
}

const reply = (user: UserRow): LoanStep => ({ stepCode: user.step_code, query: stepQuery(user) });

export const userRoutes: readonly Route[] = [
  route('user/saveBasicInfo-market', (ctx) => {
    const { user, values } = saveForm(ctx, 'personal');
    ctx.store.users.setNames(user.id, String(values.firstName), String(values.lastName));
    return reply(user);
  }),
  route('user/saveAdditionInfo-market', (ctx) => reply(saveForm(ctx, 'work').user)),
  route('user/save/questionnaire', (ctx) => reply(saveForm(ctx, 'questionnaire').user)),
];
