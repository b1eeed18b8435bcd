import { answer, delayOf, summary, type FakeAppDevice } from './answers.ts';
import { appLogIn, appUpload, drawnSelfie, market } from './backend.ts';
import { mountPanel } from './panel.ts';
import {
  QUERY_NAMES,
  loadRecord,
  saveRecord,
  settingsFromQuery,
  type FakeNativeSettings,
} from './settings.ts';

/**
 * The fake native shell (sandbox builds only, loaded by install.ts): answers the app's bridge messages the
 * way the Android app would, following settings a tester picks in the query of the first load or in the
 * panel, and logs every call and answer on screen. docs/native-app.md "Fake native shell".
 */

declare global {
  interface Window {
    /** The shell's settings from the console: `fakeNative.set({ face: 'fail' })`. */
    fakeNative?: {
      settings: () => FakeNativeSettings;
      set: (changes: Partial<FakeNativeSettings>) => void;
      /**
       * Every message the page posted in this tab (reloads included, the newest 500), in order, as received
       * (the on-screen log shortens them): how tests read the analytics events and error reports (issue 25).
       */
      received: () => Array<{ action: string; payload: unknown }>;
    };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the shell's query parameters out of the address, so a reload keeps what the panel chose since. */
function dropQuery(query: URLSearchParams): void {
  const kept = [...query].filter(([name]) => !QUERY_NAMES.includes(name) && !name.startsWith('delay.'));
  const search = kept.length > 0 ? `?${new URLSearchParams(kept).toString()}` : '';
  history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

/** Where the messages received are kept: this tab's session, so a reload (a reopen) keeps them. */
const RECEIVED_KEY = 'fakeNative:received';
const RECEIVED_MAX = 500;

function loadReceived(): Array<{ action: string; payload: unknown }> {
  try {
    const kept = JSON.parse(sessionStorage.getItem(RECEIVED_KEY) ?? '[]') as unknown;
    return Array.isArray(kept) ? (kept as Array<{ action: string; payload: unknown }>) : [];
  } catch {
    return [];
  }
}

function saveReceived(received: Array<{ action: string; payload: unknown }>): void {
  if (received.length > RECEIVED_MAX) received.splice(0, received.length - RECEIVED_MAX);
  try {
    sessionStorage.setItem(RECEIVED_KEY, JSON.stringify(received));
  } catch {
    // A full storage: kept in memory for this page load.
  }
}

/** Starts the shell; returns what receives the messages the page posts to `window.JSBridge`. */
export function startShell(): (message: string) => void {
  const record = loadRecord();
  const query = new URLSearchParams(location.search);
  record.settings = settingsFromQuery(query, record.settings);
  saveRecord(record);
  dropQuery(query);

  const change = (settings: FakeNativeSettings) => {
    const newMode = settings.live !== record.settings.live;
    record.settings = settings;
    saveRecord(record);
    panel.show(settings);
    // The app gives its feature mode with getLoginInfo, which the page asks once, when it starts.
    if (newMode) location.reload();
  };
  const panel = mountPanel({
    settings: record.settings,
    collectionSteps: market.collectionSteps,
    onChange: change,
    onForget: () => {
      record.appToken = '';
      change({ ...record.settings, token: false });
    },
  });
  const received = loadReceived();
  window.fakeNative = {
    settings: () => ({ ...record.settings }),
    set: (changes) => change({ ...record.settings, ...changes }),
    received: () => received.map((message) => ({ ...message })),
  };

  const app: FakeAppDevice = {
    logIn: appLogIn,
    upload: (request) => appUpload(request, record.settings.mobile),
    selfie: drawnSelfie,
    packageName: market.packageName,
    appName: market.appName,
  };

  return (message) => {
    let parsed: { id: string; action: string; payload: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      panel.log({ kind: 'call', action: '?', text: `unreadable message ${message.slice(0, 80)}` });
      return;
    }
    const { id, action, payload } = parsed;
    received.push({ action, payload });
    saveReceived(received);
    panel.log({ kind: 'call', action, text: summary(payload) });
    void (async () => {
      const started = Date.now();
      const reply = await answer(action, payload, record, app);
      saveRecord(record);
      panel.show(record.settings);
      await sleep(delayOf(action, record) - (Date.now() - started));
      panel.log({ kind: 'answer', action, text: summary(reply) });
      window.onNativeResult?.(id, JSON.stringify(reply));
    })();
  };
}
