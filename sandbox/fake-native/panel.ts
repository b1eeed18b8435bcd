import type { FakeNativeSettings } from './settings.ts';
import './panel.css';

/**
 * The fake native shell's own controls, drawn over the app in plain DOM (not React: it is the "phone",
 * outside the web app): a tab at the right edge opens the settings and the log of every bridge call and
 * answer; the last call also shows for a few seconds in a strip at the top that lets taps through.
 * Sandbox builds only, English only: a tool for testers, never seen by borrowers.
 */
export interface LogLine {
  kind: 'call' | 'answer';
  action: string;
  text: string;
}

export interface Panel {
  log(line: LogLine): void;
  /** Shows settings changed by the app's own doing (a login keeps a session, a logout forgets it). */
  show(settings: FakeNativeSettings): void;
}

type Attrs = Record<string, string>;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function select(name: string, options: Array<[string, string]>): HTMLSelectElement {
  return el('select', { name }, ...options.map(([value, label]) => el('option', { value }, label)));
}

function row(label: string, control: HTMLElement): HTMLLabelElement {
  return el('label', { class: 'fn-row' }, el('span', {}, label), control);
}

const TICKER_MS = 4000;

export function mountPanel(options: {
  settings: FakeNativeSettings;
  collectionSteps: readonly string[];
  onChange: (settings: FakeNativeSettings) => void;
  onForget: () => void;
}): Panel {
  const token = el('input', { type: 'checkbox', name: 'token' });
  const login = select('login', [
    ['accept', 'Accepted (logs in)'],
    ['dismiss', 'Dismissed'],
  ]);
  const mobile = el('input', { name: 'mobile', inputmode: 'numeric', autocomplete: 'off' });
  const face = select('face', [
    ['pass', 'Passed'],
    ['fail', 'Failed'],
    ['cancel', 'Cancelled'],
  ]);
  const live = select('live', [
    ['1', 'live = 1: Accuauth'],
    ['2', 'live = 2: BoYingFei'],
  ]);
  const steps = options.collectionSteps.map((step) =>
    el('input', { type: 'checkbox', name: 'collectFail', value: step }),
  );
  const delay = el('input', { name: 'delayMs', type: 'number', min: '0', step: '100' });
  const forget = el('button', { type: 'button' }, "Forget the app's session");
  const close = el('button', { type: 'button' }, 'Close');
  const list = el('ol', { class: 'fn-log', role: 'log', 'aria-label': 'Bridge calls' });
  const form = el(
    'form',
    {},
    row('The app has a session (token)', token),
    row('Login in the app', login),
    row('Number the app logs in with', mobile),
    row('Face SDK result', face),
    row('Feature mode (reloads the page)', live),
    el(
      'fieldset',
      {},
      el('legend', {}, 'Data collection fails for'),
      ...steps.map((box) => el('label', { class: 'fn-check' }, box, box.value)),
    ),
    row('Answer delay (ms)', delay),
    el('p', { class: 'fn-actions' }, forget, close),
  );
  const panel = el(
    'section',
    { id: 'fake-native-panel', class: 'fn-panel', 'aria-label': 'Fake native app' },
    el('h2', {}, 'Fake native app'),
    form,
    el('h3', {}, 'Bridge calls'),
    list,
  );
  panel.hidden = true;
  const toggle = el(
    'button',
    { type: 'button', class: 'fn-toggle', 'aria-expanded': 'false', 'aria-controls': panel.id },
    'App',
  );
  const ticker = el('p', { class: 'fn-ticker', 'aria-live': 'polite' });
  ticker.hidden = true;
  document.body.append(el('div', { class: 'fn-root', 'data-fake-native': '' }, toggle, ticker, panel));

  const show = (settings: FakeNativeSettings) => {
    token.checked = settings.token;
    login.value = settings.login;
    mobile.value = settings.mobile;
    face.value = settings.face;
    live.value = settings.live === 1 ? '1' : '2';
    for (const box of steps) box.checked = settings.collectFail.includes(box.value);
    delay.value = String(settings.delayMs);
  };
  show(options.settings);

  const read = (): FakeNativeSettings => ({
    ...options.settings,
    token: token.checked,
    login: login.value === 'dismiss' ? 'dismiss' : 'accept',
    mobile: /^\d{9}$/.test(mobile.value) ? mobile.value : options.settings.mobile,
    face: face.value === 'fail' || face.value === 'cancel' ? face.value : 'pass',
    live: Number(live.value),
    collectFail: steps.filter((box) => box.checked).map((box) => box.value),
    delayMs: Math.max(0, Math.round(Number(delay.value) || 0)),
  });
  form.addEventListener('change', () => options.onChange(read()));
  form.addEventListener('submit', (event) => event.preventDefault());
  forget.addEventListener('click', options.onForget);
  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
  };
  toggle.addEventListener('click', () => setOpen(panel.hidden !== false));
  close.addEventListener('click', () => {
    setOpen(false);
    toggle.focus();
  });

  let tickerTimer: ReturnType<typeof setTimeout> | undefined;
  return {
    show,
    log(line) {
      const text = `${line.kind === 'call' ? '→' : '←'} ${line.action} ${line.text}`;
      list.append(el('li', { 'data-kind': line.kind, 'data-action': line.action }, text));
      if (list.children.length > 200) list.firstElementChild?.remove();
      ticker.textContent = text;
      ticker.hidden = false;
      clearTimeout(tickerTimer);
      tickerTimer = setTimeout(() => {
        ticker.hidden = true;
      }, TICKER_MS);
    },
  };
}
