/** Session controls: make the app meet an expired token or a login on another device. */
import type { ControlActions } from './shared.ts';
import { userFromBody } from './shared.ts';

export const sessionActions: ControlActions = {
  'POST session/expire': async ({ req }, deps) => {
    const user = await userFromBody(req, deps.store);
    return { ok: true, expired: deps.store.sessions.expireUser(user.id, deps.clock.realNow()) };
  },
  'POST session/elsewhere': async ({ req }, deps) => {
    const user = await userFromBody(req, deps.store);
    // The new session's token is returned so a test can act as the "other device" if it wants to.
    const { token, replaced } = deps.store.sessions.start(user.id, deps.clock.realNow());
    return { ok: true, replaced, token };
  },
};
