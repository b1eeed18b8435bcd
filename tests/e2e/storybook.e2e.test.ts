import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openPhone, setupBrowser, type Phone } from '../helpers/browser.ts';
import { layoutProblems, NARROW_SETTINGS } from '../helpers/layout.ts';

/**
 * Every story of the built Storybook (`npm run build-storybook`, which `npm test` runs first) renders
 * in Chromium without an error and with its `play` check run to the end without failing: screens in English and Kiswahili,
 * UI parts in English. This is what designers browse.
 *
 * The same visit is the stories' half of the layout walk (issue 23; the screens' half is
 * layout-walk.e2e.test.ts): every story, in both languages, on a 320 px phone at 200 % text
 * (tests/helpers/layout.ts), with nothing wider than the phone and no text cut. A UI part's Kiswahili
 * visit is for its layout only: its play check may look for its English sample copy.
 */
const STATIC_DIR = path.resolve('storybook-static');
const getBrowser = setupBrowser();
let server: Server;
let base = '';

interface IndexEntry {
  id: string;
  title: string;
  type: string;
}

const INDEX = path.join(STATIC_DIR, 'index.json');

function stories(): IndexEntry[] {
  // Read when the file is collected; a missing build fails in beforeAll with what to do.
  if (!existsSync(INDEX)) return [];
  const index = JSON.parse(readFileSync(INDEX, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const only = process.env.STORIES?.split(',').filter(Boolean);
  return Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && (!only || only.some((part) => entry.id.includes(part))),
  );
}

beforeAll(async () => {
  if (!existsSync(INDEX)) {
    throw new Error('storybook-static/ is missing: run `npm run build-storybook` first (npm test does).');
  }
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(
      STATIC_DIR,
      decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname),
    );
    if (!file.startsWith(STATIC_DIR) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    const type = {
      '.html': 'text/html',
      '.js': 'text/javascript',
      '.css': 'text/css',
      '.json': 'application/json',
    }[path.extname(file)];
    // Cacheable, so each story's page load takes Storybook's scripts (and their compiled code) from
    // Chromium's cache instead of fetching and compiling them again: most of a visit's time.
    res.writeHead(200, {
      ...(type ? { 'content-type': type } : {}),
      'cache-control': 'public, max-age=3600',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

/** Listens to the story's own events from its first moment: a play check that fails after the story has
 * drawn (a `findBy…` that never finds) is reported by these, not by the error display. */
function listenToStory(): void {
  // Every visit starts as a fresh phone: what an earlier story saved (a session, Home's last known
  // state, a draft) is not this story's. A story seeds its own storage after this runs.
  localStorage.clear();
  sessionStorage.clear();
  const status = { state: 'pending', error: '' };
  Object.assign(window, { storyStatus: status });
  const fail = (error: unknown) => {
    status.state = 'failed';
    status.error ||= error instanceof Error ? error.message : (JSON.stringify(error) ?? 'failed');
  };
  type Channel = { on(event: string, listener: (payload: unknown) => void): void };
  const listen = () => {
    const channel = (window as unknown as Record<string, Channel | undefined>)[
      '__STORYBOOK_ADDONS_CHANNEL__'
    ];
    if (!channel) {
      setTimeout(listen, 5);
      return;
    }
    channel.on('playFunctionThrewException', fail);
    channel.on('storyThrewException', fail);
    channel.on('storyErrored', fail);
    channel.on('storyFinished', (payload) => {
      if ((payload as { status?: string }).status === 'error') fail('the play check failed');
      else if (status.state === 'pending') status.state = 'done';
    });
  };
  listen();
}

interface Findings {
  failures: string[];
  layout: string[];
  measured: number;
}

/** One story in one language, on a page of its own (a fresh Storybook preview: no state carried over). */
async function visit(phone: Phone, story: IndexEntry, locale: string, found: Findings): Promise<void> {
  const screen = story.title.startsWith('Screens/') || story.title.startsWith('App/');
  const judged = screen || locale === 'en';
  phone.errors.length = 0;
  await phone.page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story&globals=locale:${locale}`);
  const rendered = await phone.page
    .locator('#storybook-root > *')
    .first()
    .waitFor({ timeout: 8_000 })
    .then(() => true)
    .catch(() => false);
  if (!rendered) {
    if (!judged) return;
    const errors = phone.errors.join('; ');
    found.failures.push(`${story.id} (${locale}): rendered nothing within 8 s${errors ? `: ${errors}` : ''}`);
    return;
  }
  // The story has finished when its play check has run to the end (or failed).
  const finished = await phone.page
    .waitForFunction(
      () => (window as { storyStatus?: { state: string } }).storyStatus?.state !== 'pending',
      null,
      { timeout: 20_000 },
    )
    .then(() => true)
    .catch(() => false);
  const status = await phone.page.evaluate(
    () => (window as { storyStatus?: { state: string; error: string } }).storyStatus,
  );
  const broken = await phone.page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
  const errors = phone.errors.filter((e) => e.startsWith('pageerror'));
  // A screen draws its own page margins: Storybook's padding around it is not on the phone.
  if (screen) await phone.page.evaluate(() => document.body.classList.remove('sb-main-padded'));
  found.layout.push(...(await layoutProblems(phone.page, `${story.id} (${locale})`, NARROW_SETTINGS)));
  found.measured += 1;
  if (!judged) return;
  if (!finished) found.failures.push(`${story.id} (${locale}): its play check did not finish within 20 s`);
  else if (status?.state === 'failed' || broken || errors.length > 0)
    // The first lines of a play check's error: Testing Library appends the whole DOM.
    found.failures.push(
      `${story.id} (${locale}): ${(status?.error || errors.join('; ') || 'error display').slice(0, 400)}`,
    );
  if (screen) {
    const lang = await phone.page.evaluate(() => document.documentElement.lang);
    if (lang !== locale) found.failures.push(`${story.id}: <html lang> is ${lang}, expected ${locale}`);
  }
}

/**
 * Pages walking the stories side by side, each taking the next visit from one queue: two on a two-core
 * machine (a page waits on its network and timers about half the time). `STORY_PAGES=1` walks one by one.
 * The pages live for the whole file, so Storybook's scripts stay in their cache from group to group.
 */
const PAGES = Number(process.env.STORY_PAGES) || Math.min(4, Math.max(2, availableParallelism()));
const phones: Phone[] = [];

beforeAll(async () => {
  const browser = await getBrowser();
  for (let i = 0; i < PAGES; i += 1) {
    const phone = await openPhone(browser);
    // The narrowest phone: the layout walk measures each story there without resizing it.
    await phone.page.setViewportSize({ width: 320, height: 740 });
    await phone.context.addInitScript(listenToStory);
    phones.push(phone);
  }
});

afterAll(async () => {
  await Promise.all(phones.map((phone) => phone.context.close()));
});

const ALL = stories();
/** One test per component or screen (a story's title), so a failure names its group and the run shows
 * its progress. */
const GROUPS: Array<[string, IndexEntry[]]> = [];
for (const story of ALL) {
  const group = GROUPS.find(([title]) => title === story.title);
  if (group) group[1].push(story);
  else GROUPS.push([story.title, [story]]);
}

// `STORIES=screens-home,ui-button` walks only the stories whose id holds one of those.
test.skipIf(Boolean(process.env.STORIES))('the built Storybook holds every screen', () => {
  expect(ALL.filter((s) => s.title.startsWith('Screens/')).length).toBeGreaterThanOrEqual(15);
});

// 716 story visits (2026-11-26: 358 stories in 54 groups, each in both languages), each waiting for its
// play check and measured at 320 px and 200 % text. With one page and no HTTP caching the walk took
// 18 minutes on this two-core machine; the run's time is what to watch (README, issue notes).
test.each(GROUPS)(
  '%s: every story renders without errors (screens in both languages) and fits the phone',
  { timeout: 600_000 },
  async (_title, group) => {
    const queue = group.flatMap((story) => ['en', 'sw'].map((locale) => ({ story, locale })));
    const found: Findings = { failures: [], layout: [], measured: 0 };
    await Promise.all(
      phones.map(async (phone) => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          await visit(phone, next.story, next.locale, found);
        }
      }),
    );
    expect({ failures: [...found.failures].sort(), layout: [...found.layout].sort() }).toEqual({
      failures: [],
      layout: [],
    });
  },
);
