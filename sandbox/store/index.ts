/** All tables of the sandbox behind one object, built once per open database. */
import type { Db } from '../db.ts';
import { formStore } from './forms.ts';
import type { FormStore } from './forms.ts';
import { sessionStore } from './sessions.ts';
import type { SessionStore } from './sessions.ts';
import { userStore } from './users.ts';
import type { UserStore } from './users.ts';
import { verifyCodeStore } from './verifyCodes.ts';
import type { VerifyCodeStore } from './verifyCodes.ts';

export interface Store {
  readonly users: UserStore;
  readonly sessions: SessionStore;
  readonly verifyCodes: VerifyCodeStore;
  readonly forms: FormStore;
}

export function createStore(db: Db, sessionTtlMs: number): Store {
  return {
    users: userStore(db),
    sessions: sessionStore(db, sessionTtlMs),
    verifyCodes: verifyCodeStore(db),
    forms: formStore(db),
  };
}
