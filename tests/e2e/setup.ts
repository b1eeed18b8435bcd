import type { Browser, BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import {
  closePhonesAfterEach,
  openPhone,
  setupBrowser,
  type Phone,
  type PhoneOptions,
} from '../helpers/browser.ts';
import { sandbox, type SandboxClient } from '../helpers/sandbox.ts';
import {
  LOCALE,
  registerNewBorrower,
  type Lang,
  type NewBorrower,
  type NewBorrowerOptions,
} from './app-steps.ts';

/** What every end-to-end file starts with (tests/e2e/README.md, "Writing a test"). */
export interface E2eFile {
  /** The app built for this run, served with the sandbox: `http://127.0.0.1:<port>/`. */
  baseURL: string;
  /** The sandbox's controls, for that server. */
  sb: SandboxClient;
  /** The file's one Chromium, launched on first use and closed after the file. */
  getBrowser: () => Promise<Browser>;
  /** Closes `phone` after the test (whatever its outcome); returns it. */
  closeAfterTest: <T extends { context: BrowserContext }>(phone: T) => T;
  /** A fresh phone on the app's server, closed after the test. */
  newPhone: (options?: PhoneOptions) => Promise<Phone>;
  /** A new borrower registered through the app on a fresh phone (app-steps.ts), closed after the test. */
  newBorrower: (lang?: Lang, options?: NewBorrowerOptions) => Promise<NewBorrower>;
}

/**
 * The shared set-up of an end-to-end file: call once at the top. After each test, every phone passed
 * through `closeAfterTest` (or opened with `newPhone`) is closed and the sandbox's queued faults are cleared,
 * so that no test leaves a page or a fault for the next one; `alsoAfterEach` undoes more (the clock).
 */
export function e2eFile(setup: { alsoAfterEach?: (sb: SandboxClient) => Promise<unknown> } = {}): E2eFile {
  const baseURL = inject('baseURL');
  const sb = sandbox(baseURL);
  const getBrowser = setupBrowser();
  const closeAfterTest = closePhonesAfterEach(async () => {
    await sb.clearFaults();
    await setup.alsoAfterEach?.(sb);
  });
  const newPhone = async (options: PhoneOptions = {}) =>
    closeAfterTest(await openPhone(await getBrowser(), { baseURL, ...options }));
  return {
    baseURL,
    sb,
    getBrowser,
    closeAfterTest,
    newPhone,
    newBorrower: async (lang = 'en', options = {}) =>
      registerNewBorrower(await newPhone({ locale: LOCALE[lang] }), baseURL, lang, options),
  };
}
