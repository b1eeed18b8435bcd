/**
 * The three loan-application forms (personal, additional, questionnaire). Each payload is validated
 * with the app's own schema files (sandbox/forms.ts) and stored; the reply is the borrower's next step,
 * derived from everything saved so far (loans/journey.ts), so a later edit never moves a loan.
 */
import type { UserRow } from '../store/users.ts';
import { route, signedIn, stepFor } from './types.ts';
import type { CallContext, Route } from './types.ts';

type FormName = 'personal' | 'work' | 'questionnaire';

function saveForm(ctx: CallContext, form: FormName): { user: UserRow; values: Record<string, unknown> } {
  const user = signedIn(ctx);
  const { values } = ctx.forms.accept(form, ctx.payload, user.mobile, ctx.nowMs, ctx.lang);
  ctx.store.forms.save(user.id, form, values, ctx.nowMs);
  return { user, values };
}

export const userRoutes: readonly Route[] = [
  route('user/saveBasicInfo-market', (ctx) => {
    const { user, values } = saveForm(ctx, 'personal');
    ctx.store.users.setNames(user.id, String(values.firstName), String(values.lastName));
    return stepFor(ctx, user);
  }),
  route('user/saveAdditionInfo-market', (ctx) => stepFor(ctx, saveForm(ctx, 'work').user)),
  route('user/save/questionnaire', (ctx) => stepFor(ctx, saveForm(ctx, 'questionnaire').user)),
  // The sandbox does not collect device data (docs/decisions.md "App context"): no packages to report.
  route('user/device/packageList', () => ({ packages: [] })),
];
