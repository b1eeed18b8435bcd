#!/usr/bin/env node
/**
 * `npm run bench:forms`: what typing into and choosing in the application forms costs on a low-end phone,
 * next to a stock RJSF 6 app showing the same schema. Builds the app (sandbox mode) and the stock page
 * (bench/stock/: @rjsf/core's default theme, @rjsf/validator-ajv8 compiling the schema in the browser, the
 * rules as JSON Schema `if`/`then` from `buildValidationSchema`), serves each with `vite preview` (the stock
 * page without the app's CSP, since ajv needs `new Function`), and drives Debian's Chromium with the CPU
 * slowed 4×. Median of RUNS (default 3) runs, each page in fresh contexts (cold cache):
 *   - JS: gzip (level 9) of every script response of a cold load of the page, until the form is on screen
 *     and the network has been idle for 500 ms;
 *   - keystrokes: 10 characters typed into each of three text fields, worst and median of the 30;
 *   - options: 5 choices. The app: a tap opens a picker's half-screen sheet, a tap on an option picks it
 *     (both recorded). Stock: ArrowDown on a focused native <select>, which Chromium on Linux applies as a
 *     choice (a trusted keydown, so an interaction);
 *   - the same keystrokes and options in a second fresh page after a tap on submit with the form empty, so
 *     errors show (the stock page then live-validates on every change, as RJSF apps do after onError).
 * Each action is timed by Event Timing in the page: a PerformanceObserver on `event` entries (threshold
 * 16 ms, buffered) with an interactionId; an action's figure is the longest entry that started between
 * performance.now() before it and 150 ms after it, or 16 when there is none (faster than the threshold).
 * The project's pages log in as a borrower registered once per bench through the register screen, without
 * the slowdown. Timings are for reading, not for tests (they vary with the machine). Prints one markdown
 * table; writes every run's figures and the medians to .bench/forms.json.
 */
import { randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 3);
const CPU_SLOWDOWN = 4;
/** Event Timing's smallest `durationThreshold`: an action without an entry is reported as this. */
const THRESHOLD_MS = 16;
/** Quiet time after each action, inside its window, so the entry of its interaction can start in it. */
const IDLE_MS = 150;
/** Wait at the end of a page before reading the entries, for the observer's last deliveries. */
const DELIVERY_MS = 500;
/** The network counts as idle after this long with no request in flight. */
const NETWORK_IDLE_MS = 500;
const PHONE = {
  viewport: { width: 360, height: 740 },
  screen: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: 'en-US',
  timezoneId: 'Africa/Dar_es_Salaam',
};

const readText = (file) => readFileSync(path.join(root, file), 'utf8');
const readJson = (file) => JSON.parse(readText(file));

/** A constant of a TypeScript file (this script is plain JavaScript and cannot import it). */
function constantOf(file, pattern, what) {
  const match = pattern.exec(readText(file));
  if (!match) throw new Error(`${what} not found in ${file}`);
  return match[1];
}

/** English whole: locales/en.json and its section files (locales/en/<a>-<b>.json under `a.b`). */
const en = readJson('locales/en.json');
for (const file of readdirSync(path.join(root, 'locales/en'))) {
  let node = en;
  for (const part of file.replace(/\.json$/, '').split('-')) node = node[part] ??= {};
  Object.assign(node, readJson(`locales/en/${file}`));
}
const SANDBOX_VERIFY_CODE = constantOf(
  'sandbox/config.ts',
  /SANDBOX_VERIFY_CODE\s*=\s*'([^']+)'/,
  'SANDBOX_VERIFY_CODE',
);
const PERSONAL_PATH = constantOf(
  'src/routing/routes.ts',
  /personalInfo:\s*\{\s*path:\s*'([^']+)'/,
  'PATHS.personalInfo',
);
const WORK_PATH = constantOf(
  'src/routing/routes.ts',
  /additionalInfo:\s*\{\s*path:\s*'([^']+)'/,
  'PATHS.additionalInfo',
);

/** The text of a dotted locale key, e.g. `forms.personal.firstName.label`. */
const text = (key) => key.split('.').reduce((node, part) => node?.[part], en);

/**
 * The forms and the fields each page works with: three text fields (10 characters each) and five pickers
 * (with the option the app's sheet taps; ArrowDown gives the stock <select> its first option). The app's
 * fields are found by their accessible labels (the `ui:title` keys of schemas/base/<form>.ui.json in
 * locales/en.json), the stock page's by RJSF's ids (`root_<field>`).
 */
const FORMS = [
  {
    name: 'personal',
    path: PERSONAL_PATH,
    heading: en.screens.personalInfo,
    text: { firstName: 'Amanikheri', lastName: 'Mwakalinga', address: 'Mtaa wa 12' },
    options: {
      education: en.options.education['College/University'],
      maritalStatus: en.options.maritalStatus.Married,
      residenceType: en.options.residenceType['Rented house'],
      state: 'Dar es Salaam',
      city: 'Ilala',
    },
    // The app shows education and marital status once a birthday is chosen (schemas/base/personal.rules.json).
    beforeOptions: (page) => chooseDate(page, text('forms.personal.inputBirthday.label'), '15', 6, '1990'),
  },
  {
    name: 'work',
    path: WORK_PATH,
    heading: en.screens.additionalInfo,
    text: { companyName: 'Tanzania B', workAddress: 'Plot 5 Rd.', emergencyContactName1: 'Neema Juma' },
    // Shown with no employment type chosen; two different relations, as the rules require.
    options: {
      industryCategory: en.options.industry.Retail,
      monthlySalary: en.options.salary['280001 - 400000'],
      incomeSource: en.options.incomeSource.Salary,
      emergencyContactRelation1: en.options.relation.Siblings,
      emergencyContactRelation2: en.options.relation.Friends,
    },
  },
];
for (const form of FORMS) {
  const ui = readJson(`schemas/base/${form.name}.ui.json`);
  form.labels = Object.fromEntries(
    [...Object.keys(form.text), ...Object.keys(form.options)].map((field) => {
      const label = text(ui[field]?.['ui:title'] ?? '');
      if (typeof label !== 'string') throw new Error(`No English label for ${form.name}.${field}`);
      return [field, label];
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// Build and serve both pages.

const runDir = mkdtempSync(path.join(os.tmpdir(), 'tz-loan-bench-forms-'));
process.env.SANDBOX_DB = path.join(runDir, 'sandbox.db');
process.env.NODE_ENV = 'production';
const appOut = path.join(runDir, 'app');
await build({ root, mode: 'sandbox', logLevel: 'warn', build: { outDir: appOut, emptyOutDir: true } });
const appServer = await preview({
  root,
  mode: 'sandbox',
  logLevel: 'warn',
  preview: { host: '127.0.0.1', port: 0 },
  build: { outDir: appOut },
});
const appBase = `http://127.0.0.1:${appServer.httpServer.address().port}/`;

// The stock page has its own config (no CSP plugin, no sandbox): bench/stock/vite.config.ts.
const stockConfig = path.join(root, 'bench/stock/vite.config.ts');
const stockOut = path.join(runDir, 'stock');
await build({
  configFile: stockConfig,
  mode: 'production',
  logLevel: 'warn',
  build: { outDir: stockOut, emptyOutDir: true },
});
const stockServer = await preview({
  configFile: stockConfig,
  mode: 'production',
  logLevel: 'warn',
  preview: { host: '127.0.0.1', port: 0 },
  build: { outDir: stockOut },
});
const stockBase = `http://127.0.0.1:${stockServer.httpServer.address().port}/`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS],
});

// ---------------------------------------------------------------------------------------------------
// Driving the pages.

const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const heading = (page, name) => page.getByRole('heading', { name, exact: true, level: 1 });
const field = (page, label) => page.getByLabel(label, { exact: true });
/** A field of the stock page by RJSF's id for it. */
const byId = (page, name) => page.locator(`#root_${name}`);
/** A picker button, named "<label> <value>", in the form (the error summary above it names fields too). */
const pickerButton = (page, label) =>
  page.locator('form').getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}`) });

/** Chooses a date in the day / month / year lists of the app's date field `label` (not timed). */
async function chooseDate(page, label, day, month, year) {
  const group = page.getByRole('group', { name: label });
  await group.getByLabel(en.forms.date.year, { exact: true }).selectOption(year);
  await group.getByLabel(en.forms.date.month, { exact: true }).selectOption(String(month));
  await group.getByLabel(en.forms.date.day, { exact: true }).selectOption(day);
}

/** Runs in every page before its scripts: keeps each Event Timing entry of an interaction. */
function observeInteractions(threshold) {
  const entries = [];
  window.benchInteractions = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const { name, startTime, duration, interactionId } = entry;
      entries.push({ name, startTime, duration, interactionId });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
}

/** The page's clock, the one Event Timing's startTime is on. */
const pageNow = (page) => page.evaluate(() => performance.now());

/** Does `action` and keeps its window: from just before it to IDLE_MS after it returned. */
async function act(page, windows, kind, fieldName, action) {
  const start = await pageNow(page);
  await action();
  await page.waitForTimeout(IDLE_MS);
  windows.push({ kind, field: fieldName, start, end: await pageNow(page) });
}

/** Each window's figure: its longest interaction entry, or THRESHOLD_MS when it has none. */
function attribute(windows, entries) {
  return windows.map(({ kind, field: fieldName, start, end }) => {
    const inside = entries.filter((entry) => entry.startTime >= start && entry.startTime <= end);
    const longest = inside.reduce((a, b) => (b.duration > a.duration ? b : a), inside[0]);
    return longest
      ? { kind, field: fieldName, ms: longest.duration, event: longest.name, entry: true }
      : { kind, field: fieldName, ms: THRESHOLD_MS, event: null, entry: false };
  });
}

/** A phone context (from the borrower's saved session for the app) with one throttled, observed page. */
async function openPhone(storageState) {
  const context = await browser.newContext({ ...PHONE, ...(storageState ? { storageState } : {}) });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(observeInteractions, THRESHOLD_MS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, errors };
}

/**
 * Loads `url` cold until `ready` holds and the network has been idle for NETWORK_IDLE_MS, and returns the
 * scripts it received (raw and gzipped sizes).
 */
async function coldLoad(page, url, ready) {
  const scripts = [];
  const reading = [];
  const pending = new Set();
  let lastActivity = Date.now();
  const started = (request) => {
    pending.add(request);
    lastActivity = Date.now();
  };
  const ended = (request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  const received = (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    reading.push(
      response.body().then((body) =>
        scripts.push({
          path: new URL(response.url()).pathname,
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }),
      ),
    );
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', received);
  await page.goto(url, { waitUntil: 'commit' });
  await ready();
  const deadline = Date.now() + 30_000;
  while (pending.size > 0 || Date.now() - lastActivity < NETWORK_IDLE_MS) {
    if (Date.now() > deadline) {
      console.warn(`Network not idle after 30 s on ${url}: ${[...pending].map((r) => r.url()).join(', ')}`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
  page.off('response', received);
  await Promise.all(reading);
  return scripts.sort((a, b) => a.path.localeCompare(b.path));
}

/** The app's screen of `form`: fields by label, pickers opened and chosen by taps. */
function appPage(form) {
  return {
    url: `${appBase}#${form.path}`,
    async ready(page) {
      await heading(page, form.heading).waitFor({ timeout: 60_000 });
      await field(page, form.labels[Object.keys(form.text)[0]]).waitFor({ timeout: 60_000 });
    },
    async submit(page, windows) {
      const next = page.getByRole('button', { name: en.forms.common.next, exact: true });
      await act(page, windows, 'submit', null, () => next.tap());
      await page.getByTestId('error-summary').waitFor({ timeout: 30_000 });
    },
    type: (page, windows) => typeInto(page, windows, form, 'app', (name) => field(page, form.labels[name])),
    async choose(page, windows) {
      await form.beforeOptions?.(page);
      for (const [name, option] of Object.entries(form.options)) {
        const label = form.labels[name];
        const button = pickerButton(page, label);
        await act(page, windows, 'open', name, () => button.tap());
        const sheet = page.getByRole('dialog', { name: label });
        const choice = sheet.getByRole('radio', { name: option, exact: true });
        await choice.waitFor({ timeout: 30_000 });
        await act(page, windows, 'pick', name, () => choice.tap());
        await sheet.waitFor({ state: 'detached', timeout: 30_000 });
      }
    },
  };
}

/** Types each of `form`'s text fields character by character, one timed keystroke each. */
async function typeInto(page, windows, form, side, input) {
  for (const [name, chars] of Object.entries(form.text)) {
    const box = input(name);
    await box.focus();
    for (const char of chars) await act(page, windows, 'keystroke', name, () => page.keyboard.type(char));
    const value = await box.inputValue();
    if (value !== chars)
      console.warn(`${side} ${form.name}.${name}: typed "${chars}", the field has "${value}"`);
  }
}

/** The stock RJSF page of `form`: fields by RJSF's ids, native selects chosen with ArrowDown. */
function stockPage(form) {
  return {
    url: `${stockBase}?form=${form.name}`,
    async ready(page) {
      await byId(page, Object.keys(form.text)[0]).waitFor({ timeout: 60_000 });
    },
    async submit(page, windows) {
      const submit = page.getByRole('button', { name: 'Submit', exact: true });
      await act(page, windows, 'submit', null, () => submit.tap());
      await page.locator('.errors').waitFor({ timeout: 30_000 });
    },
    type: (page, windows) => typeInto(page, windows, form, 'stock', (name) => byId(page, name)),
    async choose(page, windows) {
      for (const name of Object.keys(form.options)) {
        // `select#…`: a district list appears once a region is chosen (the schema's if/then).
        const select = page.locator(`select#root_${name}`);
        await select.waitFor({ timeout: 30_000 });
        await select.focus();
        await act(page, windows, 'pick', name, () => page.keyboard.press('ArrowDown'));
        if ((await select.inputValue()) === '')
          throw new Error(`stock ${form.name}.${name}: ArrowDown chose nothing`);
      }
    },
  };
}

/**
 * One cold page: load (bytes), optionally the failed submit, then the keystrokes and options. Returns the
 * scripts and every action's figure.
 */
async function measure(target, storageState, failedSubmitFirst) {
  const { context, page, errors } = await openPhone(storageState);
  try {
    const scripts = await coldLoad(page, target.url, () => target.ready(page));
    const windows = [];
    if (failedSubmitFirst) await target.submit(page, windows);
    await target.type(page, windows);
    await target.choose(page, windows);
    await page.waitForTimeout(DELIVERY_MS);
    const entries = await page.evaluate(() => window.benchInteractions);
    if (errors.length > 0) console.warn(`Errors on ${target.url}: ${errors.join('; ')}`);
    return { scripts, actions: attribute(windows, entries) };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// The borrower: registered once, unthrottled, through the register screen.

/** Registers a fresh TZ mobile number (9 digits, starting with 7) as a person would. */
async function registerBorrower(context) {
  const page = await context.newPage();
  const mobile = `7${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  await page.goto(`${appBase}#/user/register`);
  await field(page, en.auth.mobile).fill(mobile);
  await page.getByRole('button', { name: en.auth.getCode }).click();
  await page.getByText(en.auth.codeSent, { exact: true }).first().waitFor({ timeout: 15_000 });
  await field(page, en.auth.code).fill(SANDBOX_VERIFY_CODE);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: en.auth.register, exact: true }).click();
  await heading(page, en.home.title).waitFor({ timeout: 15_000 });
  return { page, mobile };
}

/** A complete, valid personal form, submitted (as tests/e2e/kyc-steps.ts `fillPersonal` fills it). */
async function completePersonal(page) {
  const p = en.forms.personal;
  const pick = async (label, option) => {
    await pickerButton(page, label).click();
    const sheet = page.getByRole('dialog', { name: label });
    await sheet.getByRole('radio', { name: option, exact: true }).click();
    await sheet.waitFor({ state: 'detached' });
  };
  await page.goto(`${appBase}#${PERSONAL_PATH}`);
  await heading(page, en.screens.personalInfo).waitFor({ timeout: 15_000 });
  await field(page, p.firstName.label).fill('Amani');
  await field(page, p.lastName.label).fill('Juma');
  await page.getByRole('radio', { name: en.options.gender['1'], exact: true }).check();
  await page.getByRole('group', { name: p.nationalId.label }).getByRole('textbox').first().click();
  await page.keyboard.type('19900615123450000127');
  await chooseDate(page, p.inputBirthday.label, '15', 6, '1990');
  await pick(p.education.label, en.options.education['College/University']);
  await pick(p.maritalStatus.label, en.options.maritalStatus.Married);
  await pick(p.residenceType.label, en.options.residenceType['Rented house']);
  await pick(p.state.label, 'Dar es Salaam');
  await pick(p.city.label, 'Ilala');
  await field(page, p.address.label).fill('Mtaa wa Uhuru 12');
  await page.getByRole('radio', { name: en.options.language.sw, exact: true }).check();
  await field(page, p.email.label).fill('amani.juma@gmail.com');
  await field(page, p.whatsappNo.label).fill('0712345678');
  await page.getByRole('button', { name: en.forms.common.next, exact: true }).click();
  await heading(page, en.screens.additionalInfo).waitFor({ timeout: 15_000 });
}

/**
 * The sessions the measured contexts start from: a fresh borrower for both forms, unless the work screen
 * sends a borrower who has not done the personal step elsewhere; then the work pages get a second
 * borrower whose personal form is saved (the personal pages keep the first, whose form is empty).
 */
async function borrowerSessions() {
  const notes = [];
  const context = await browser.newContext(PHONE);
  const { page, mobile } = await registerBorrower(context);
  const state = await context.storageState();
  await page.goto(`${appBase}#${WORK_PATH}`);
  const opens = await heading(page, en.screens.additionalInfo)
    .waitFor({ timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
  const landed = new URL(page.url()).hash || page.url();
  await context.close();
  if (opens) return { personal: state, work: state, mobiles: [mobile], notes };

  notes.push(
    `#${WORK_PATH} did not open for a new borrower (it went to ${landed}): ` +
      'the work pages use a second borrower whose personal form was submitted first.',
  );
  const second = await browser.newContext(PHONE);
  const registered = await registerBorrower(second);
  await completePersonal(registered.page);
  const workState = await second.storageState();
  await second.close();
  return { personal: state, work: workState, mobiles: [mobile, registered.mobile], notes };
}

// ---------------------------------------------------------------------------------------------------
// The runs.

const sessions = await borrowerSessions();
for (const note of sessions.notes) console.warn(note);

const PAGES = FORMS.flatMap((form) => [
  { id: `${form.name}/app`, form: form.name, kind: 'app', target: appPage(form), state: sessions[form.name] },
  { id: `${form.name}/stock`, form: form.name, kind: 'stock', target: stockPage(form), state: undefined },
]);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Worst and median of one kind of action, and how many had no entry (reported as THRESHOLD_MS). */
function stats(actions, kind) {
  const ms = actions.filter((action) => action.kind === kind).map((action) => action.ms);
  if (ms.length === 0) return null;
  return {
    worst: Math.max(...ms),
    median: median(ms),
    count: ms.length,
    noEntry: actions.filter((action) => action.kind === kind && !action.entry).length,
  };
}

function summarizePhase(actions) {
  return {
    keystroke: stats(actions, 'keystroke'),
    open: stats(actions, 'open'),
    pick: stats(actions, 'pick'),
    submit: stats(actions, 'submit'),
  };
}

const raw = Object.fromEntries(PAGES.map((p) => [p.id, []]));
for (let run = 0; run < RUNS; run++) {
  for (const p of PAGES) {
    const before = await measure(p.target, p.state, false);
    const after = await measure(p.target, p.state, true);
    raw[p.id].push({
      jsGzipBytes: before.scripts.reduce((sum, script) => sum + script.gzip, 0),
      jsBytes: before.scripts.reduce((sum, script) => sum + script.bytes, 0),
      scripts: before.scripts,
      before: { ...summarizePhase(before.actions), actions: before.actions },
      after: { ...summarizePhase(after.actions), actions: after.actions },
    });
    console.warn(`run ${run + 1}/${RUNS}: ${p.id} done`);
  }
}
await browser.close();
await appServer.close();
await stockServer.close();
rmSync(runDir, { recursive: true, force: true });

// ---------------------------------------------------------------------------------------------------
// Medians, ratios, the table.

/** Median over the runs of one figure, e.g. `before.keystroke.worst`. */
function medianOf(id, figure) {
  const values = raw[id]
    .map((run) => figure.split('.').reduce((node, part) => node?.[part], run))
    .filter((value) => typeof value === 'number');
  return values.length > 0 ? median(values) : null;
}

/** The table's rows: label, the app's figure, the stock page's figure (both medians over the runs). */
const ROWS = [
  ['JS for the page, gzip (kB)', 'jsGzipBytes', 'jsGzipBytes'],
  ...['before', 'after'].flatMap((phase) => {
    const when = phase === 'before' ? 'fresh form' : 'after failed submit';
    return [
      ...(phase === 'after'
        ? [[`${when}: the submit tap (ms)`, 'after.submit.worst', 'after.submit.worst']]
        : []),
      [`${when}: keystroke worst (ms)`, `${phase}.keystroke.worst`, `${phase}.keystroke.worst`],
      [`${when}: keystroke median (ms)`, `${phase}.keystroke.median`, `${phase}.keystroke.median`],
      [`${when}: option worst, pick (ms)`, `${phase}.pick.worst`, `${phase}.pick.worst`],
      [`${when}: option median, pick (ms)`, `${phase}.pick.median`, `${phase}.pick.median`],
      [`${when}: option worst, open sheet (ms)`, `${phase}.open.worst`, `${phase}.pick.worst`],
      [`${when}: option median, open sheet (ms)`, `${phase}.open.median`, `${phase}.pick.median`],
    ];
  }),
];

const medians = Object.fromEntries(
  PAGES.map((p) => [
    p.id,
    Object.fromEntries(
      [...new Set(ROWS.flatMap(([, app, stock]) => [app, stock]))].map((f) => [f, medianOf(p.id, f)]),
    ),
  ]),
);
const ratios = {};
const table = [
  `CPU ${CPU_SLOWDOWN}× slower, median of ${RUNS} cold runs; app = this project, stock = @rjsf/core 6 + validator-ajv8; × = app / stock.`,
  '',
  `| | ${FORMS.map((f) => `${f.name}: app | ${f.name}: stock | ×`).join(' | ')} |`,
  `|---|${FORMS.map(() => '--:|--:|--:').join('|')}|`,
];
const show = (value, kB) =>
  value === null ? '–' : kB ? (value / 1024).toFixed(1) : String(Math.round(value));
for (const [label, appFigure, stockFigure] of ROWS) {
  const kB = appFigure === 'jsGzipBytes';
  const cells = FORMS.map((form) => {
    const app = medians[`${form.name}/app`][appFigure];
    const stock = medians[`${form.name}/stock`][stockFigure];
    const ratio = app !== null && stock ? app / stock : null;
    (ratios[form.name] ??= {})[label] = ratio === null ? null : Number(ratio.toFixed(2));
    return `${show(app, kB)} | ${show(stock, kB)} | ${ratio === null ? '–' : ratio.toFixed(2)}`;
  });
  table.push(`| ${label} | ${cells.join(' | ')} |`);
}

const noEntries = PAGES.map((p) => {
  const all = raw[p.id].flatMap((run) => [...run.before.actions, ...run.after.actions]);
  return `${p.id} ${all.filter((a) => !a.entry).length}/${all.length}`;
});
const fieldsUsed = FORMS.map(
  (f) => `${f.name}: typed ${Object.keys(f.text).join(', ')}; chose ${Object.keys(f.options).join(', ')}`,
);
table.push(
  '',
  `Event Timing durations (8 ms steps); an action with no entry ≥ ${THRESHOLD_MS} ms counts as ${THRESHOLD_MS}. ` +
    `Actions without an entry: ${noEntries.join(', ')}.`,
  'Options: the app opens a sheet with one tap and picks with another; the stock page chooses with ArrowDown on ' +
    'a <select>, so both option rows of the stock column show that one choice.',
  `Fields: ${fieldsUsed.join('. ')}.`,
  ...sessions.notes,
);
console.log(table.join('\n'));

mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(
  path.join(root, '.bench/forms.json'),
  JSON.stringify(
    {
      cpuSlowdown: CPU_SLOWDOWN,
      runs: RUNS,
      eventTiming: {
        durationThresholdMs: THRESHOLD_MS,
        idleAfterActionMs: IDLE_MS,
        deliveryWaitMs: DELIVERY_MS,
      },
      pages: Object.fromEntries(
        PAGES.map((p) => [
          p.id,
          p.kind === 'app' ? `#${FORMS.find((f) => f.name === p.form).path}` : `?form=${p.form}`,
        ]),
      ),
      fields: Object.fromEntries(FORMS.map((f) => [f.name, { text: f.text, options: f.options }])),
      notes: sessions.notes,
      borrowers: sessions.mobiles,
      median: medians,
      ratios,
      raw,
    },
    null,
    2,
  ),
);
