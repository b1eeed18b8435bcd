/**
 * The layout walk's eyes (issue 23, "Texts and layout"): what a borrower's phone cuts or lets spill over,
 * measured in Chromium at the widths and text sizes borrowers use.
 *
 *   await settle(page);
 *   problems.push(...(await layoutProblems(page, 'en Home (repaying)')));
 *
 * A problem names the screen, the width and text size, a CSS selector of the element, its text and the
 * numbers, so a failure says what to fix.
 */
// The functions inside `page.evaluate` run in the page: they cannot be moved out to the module.
/* oxlint-disable unicorn/consistent-function-scoping */
import type { CDPSession, Page, Request } from 'playwright-core';

export interface LayoutSetting {
  /** Viewport width in CSS pixels. */
  width: number;
  /** Android's font-size setting as the WebView applies it (see {@link setTextZoom}): 1 = 100 %, 2 = 200 %. */
  textZoom: number;
}

/**
 * The narrowest phone borrowers use (320 px) at 100 % and at 200 % text (Android's largest font size),
 * and a common current one (390 px) at 100 %. A layout that fits 320 px at 200 % fits 390 px at 200 %.
 */
export const LAYOUT_SETTINGS: readonly LayoutSetting[] = [
  { width: 320, textZoom: 1 },
  { width: 320, textZoom: 2 },
  { width: 390, textZoom: 1 },
];

/**
 * The stories' half of the walk (about 650 story visits): the strictest setting only, 320 px at 200 %
 * text. Larger text only makes things wider and taller, so what fits there fits at 100 %.
 */
export const NARROW_SETTINGS: readonly LayoutSetting[] = [{ width: 320, textZoom: 2 }];

/**
 * Emulates Android WebView's text zoom, `WebSettings.setTextZoom(percent)`, which a WebView takes from
 * Android's font-size setting unless the app sets it (Chromium's AwSettings starts it at 100 × the
 * system `fontScale`). With WebView's default layout algorithm (not TEXT_AUTOSIZING) Chromium hands it
 * to Blink as the frame's text zoom factor (aw_settings.cc `SetTextZoomFactor`), and Blink multiplies
 * only *computed font sizes* by it (`FontBuilder::GetComputedSizeFromSpecifiedSize`): the glyphs and
 * unitless line heights grow, while lengths in `em`/`rem` resolve from the *specified* size and do not
 * (`CSSToLengthConversionData::FontSizes`), nor do `px` lengths. `text-size-adjust: 100%` (theme.css)
 * only turns off the text autosizer, not this. Headless Chromium has no switch or DevTools command for
 * the frame's text zoom, so this does the same through the CSSOM: the root font size × factor (so every
 * `rem`/`em`/`%` font size follows), `px` font sizes × factor, and every other `em`/`rem` length ÷ factor
 * (so it keeps its 100 % size). Custom properties are left as they are (the app's `--font-size-*` tokens
 * are font sizes; its spacing tokens are `px`). CSSOM edits are not inline styles: the app's CSP allows
 * them. Calling it again undoes the previous call first, and picks up style sheets loaded since (a route's
 * CSS arrives with its screen); `factor` 1 restores the page.
 */
export async function setTextZoom(page: Page, factor: number): Promise<void> {
  await page.evaluate((zoom) => {
    type Saved = { rules: Array<[CSSStyleRule, string]> };
    const w = window as unknown as { layoutWalkTextZoom?: Saved };
    const saved = (w.layoutWalkTextZoom ??= { rules: [] });
    for (const [rule, text] of saved.rules) rule.style.cssText = text;
    saved.rules = [];
    const root = document.documentElement;
    if (zoom === 1) {
      root.style.removeProperty('font-size');
      return;
    }
    root.style.setProperty('font-size', `${zoom * 100}%`);

    // Declarations of a rule's cssText, split at top-level semicolons (a data: URL may hold one).
    const declarations = (text: string): string[] => {
      const out: string[] = [];
      let depth = 0;
      let quote = '';
      let start = 0;
      for (let i = 0; i < text.length; i += 1) {
        const c = text[i];
        if (quote) {
          if (c === quote && text[i - 1] !== '\\') quote = '';
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '(') depth += 1;
        else if (c === ')') depth -= 1;
        else if (c === ';' && depth === 0) {
          out.push(text.slice(start, i));
          start = i + 1;
        }
      }
      out.push(text.slice(start));
      return out.filter((d) => d.trim() !== '');
    };
    const rewrite = (declaration: string): string => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return declaration;
      const name = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1);
      if (name.startsWith('--') || name === 'font') return declaration;
      const next =
        name === 'font-size'
          ? value.replace(/(-?\d*\.?\d+)px\b/g, (_, n: string) => `calc(${n}px * ${zoom})`)
          : value.replace(
              /(-?\d*\.?\d+)(r?em)\b/g,
              (_, n: string, unit: string) => `calc(${n}${unit} / ${zoom})`,
            );
      return `${declaration.slice(0, colon)}:${next}`;
    };
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          const text = rule.style.cssText;
          const next = declarations(text).map(rewrite).join(';');
          if (next !== declarations(text).join(';')) {
            saved.rules.push([rule, text]);
            rule.style.cssText = next;
          }
        }
        const nested = (rule as CSSRule & { cssRules?: CSSRuleList }).cssRules;
        if (nested) visit(nested);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      let rules: CSSRuleList;
      try {
        rules = sheet.cssRules;
      } catch {
        continue; // another origin's sheet: not the app's
      }
      visit(rules);
    }
  }, factor);
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests in flight, for {@link settle}. Call once, before the page loads. */
export function trackRequests(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Waits until the screen has drawn what it will: no request in flight (when tracked) and the same DOM
 * across two animation frames, twice in a row. A countdown ticking every second only delays it a frame.
 */
export async function settle(page: Page): Promise<void> {
  const open = inFlight.get(page);
  const snapshot = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(`${document.body.innerHTML.length}:${document.body.innerText}`),
            ),
          ),
        ),
    );
  let previous = '';
  let stable = 0;
  for (let round = 0; round < 400 && stable < 2; round += 1) {
    const now = await snapshot();
    const quiet = !open || [...open].every((r) => r.resourceType() === 'eventsource');
    stable = quiet && now === previous ? stable + 1 : 0;
    previous = now;
  }
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Back to the page's initial scale. A phone zooms out to show a page wider than itself, and stays zoomed
 * out after the page fits again; measured zoomed out, fixed bars would look as wide as the widest page.
 */
async function resetScale(page: Page): Promise<void> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  await (await session).send('Emulation.resetPageScaleFactor');
}

/**
 * Waits for the page's finite animations to end (a sheet sliding up is below the screen until it has),
 * then two animation frames: layout and style are current after a resize or a CSSOM edit. Endless ones
 * (a spinner) are not waited for.
 */
async function frames(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    // A paused animation never finishes: two seconds is a cap, not a wait (the others end in 0.2 s).
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}

/**
 * What is wrong on the page as drawn now: the page wider than the viewport (with the elements sticking
 * out past its right edge), and every visible element with text whose content is cut: overflow hidden or
 * clip with more content than room (either direction), an ellipsis, a line clamp, or a text field whose
 * short value is wider than the field; and text that spills out of the box that holds it.
 */
export function measureLayout(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const describe = (el: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = el; node && node !== document.body && parts.length < 4;) {
        let part = node.tagName.toLowerCase();
        const testId = node.getAttribute('data-testid');
        if (testId) part += `[data-testid="${testId}"]`;
        else if (node.id) part += `#${node.id}`;
        const classes = Array.from(node.classList).slice(0, 2);
        if (classes.length > 0) part += `.${classes.join('.')}`;
        parts.unshift(part);
        node = node.parentElement;
      }
      return parts.join(' > ');
    };
    const textOf = (el: Element): string => {
      const value =
        el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
          ? el.value
          : ((el as HTMLElement).innerText ?? el.textContent ?? '');
      return value.replace(/\s+/g, ' ').trim().slice(0, 80);
    };
    const shown = (el: Element): boolean => {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) return false;
      const box = el.getBoundingClientRect();
      // Screen-reader-only text is a 1 px clipped box by design.
      return box.width > 1 && box.height > 1;
    };
    const clips = (value: string) => value === 'hidden' || value === 'clip';
    const round = (n: number) => Math.round(n);

    // 1. Text that does not fit its box spills out of it (white on a panel's colour becomes invisible
    //    beside it, or runs off the phone): each text node against the block that holds it.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const spilled = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || (node.textContent ?? '').trim() === '' || !shown(parent)) continue;
      let block: Element = parent;
      while (block.parentElement && getComputedStyle(block).display.startsWith('inline'))
        block = block.parentElement;
      // An amount ('TZS 60,000', formatMoney's no-break space) never breaks inside its figure: 'TZS 5,00'
      // over '0' misreads as another sum.
      const content = node.textContent ?? '';
      for (const match of content.matchAll(/[A-Z]{3}\u00a0(\d[\d,.]*)/g)) {
        const figure = document.createRange();
        const start = (match.index ?? 0) + match[0].length - (match[1] ?? '').length;
        figure.setStart(node, start);
        figure.setEnd(node, (match.index ?? 0) + match[0].length);
        const tops = new Set(
          Array.from(figure.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        if (tops.size > 1)
          problems.push(
            `${describe(block)} "${textOf(block)}": the amount ${match[0]} breaks inside its figure`,
          );
      }
      // Text in a box that clips is cut, not spilled: the cut check below names it.
      if (spilled.has(block) || getComputedStyle(block).overflowX !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
      if (rects.length === 0) continue;
      const box = block.getBoundingClientRect();
      const right = Math.max(...rects.map((r) => r.right));
      const left = Math.min(...rects.map((r) => r.left));
      // A space hanging at the end of a line (pre-wrap text) is invisible: less than half an em is allowed.
      const slack = Math.max(1, parseFloat(getComputedStyle(block).fontSize) / 2);
      if (right > box.right + slack || left < box.left - slack) {
        spilled.add(block);
        problems.push(
          `${describe(block)} "${textOf(block)}" spills out of its box: the text spans ${round(left)}–${round(right)} px, the box ${round(box.left)}–${round(box.right)} px`,
        );
      }
    }

    // 2. The page is wider than the phone: name what sticks out (fixed bars too: a phone's layout
    //    viewport widens with the page), innermost first.
    const scroller = document.scrollingElement ?? document.documentElement;
    if (scroller.scrollWidth > scroller.clientWidth + 1) {
      const out = Array.from(document.body.querySelectorAll('*')).filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.right <= viewport + 1 || !shown(el)) return false;
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return false;
        }
        return true;
      });
      const innermost = out.filter((el) => !out.some((other) => other !== el && el.contains(other)));
      const named = innermost
        .slice(0, 4)
        .map((el) => `${describe(el)} "${textOf(el)}" reaches ${round(el.getBoundingClientRect().right)} px`);
      problems.push(
        `the page is ${scroller.scrollWidth} px wide in a ${scroller.clientWidth} px phone: ${named.join('; ') || 'text spilling out (above)'}`,
      );
    }

    // 3. Text cut by its own box.
    const ruler = document.createElement('span');
    ruler.style.setProperty('position', 'absolute');
    ruler.style.setProperty('visibility', 'hidden');
    ruler.style.setProperty('white-space', 'pre');
    document.body.append(ruler);
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(el);
      // A native list shows its chosen option in its box, beside the arrow (at least 16 px wide).
      if (el instanceof HTMLSelectElement) {
        const shownText = el.selectedOptions[0]?.label ?? '';
        if (shownText.trim() === '' || !shown(el)) continue;
        ruler.style.setProperty('font', style.font);
        ruler.style.setProperty('letter-spacing', style.letterSpacing);
        ruler.textContent = shownText;
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
        if (ruler.getBoundingClientRect().width > room + 1)
          problems.push(
            `${describe(el)} "${shownText}" is cut: ${round(ruler.getBoundingClientRect().width)} px of text in ${round(room)} px beside the arrow`,
          );
        continue;
      }
      // A number or a code (a phone number, a NIDA part, a verification code) shows whole in its field;
      // free text (a name, an address, an e-mail) scrolls inside its field as it is typed, as on any phone.
      const field =
        el instanceof HTMLInputElement &&
        el.value !== '' &&
        (/^(tel|number)$/.test(el.type) || /^(numeric|tel|decimal)$/.test(el.inputMode));
      const clamp = style.getPropertyValue('-webkit-line-clamp');
      // A field's own overflow is always clipped: only its value counts (above).
      const input = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
      const cutX = (clips(style.overflowX) && !input) || field;
      const cutY = clips(style.overflowY) && !input;
      // A one-line preview whose whole text is one tap away (a ticket's excerpt, a file name) says so in
      // its CSS with `--truncates: preview`; any other ellipsis cuts what the borrower needs to read.
      const ellipsis =
        style.textOverflow === 'ellipsis' && style.getPropertyValue('--truncates').trim() !== 'preview';
      if (!cutX && !cutY && !ellipsis && (clamp === '' || clamp === 'none')) continue;
      if (style.getPropertyValue('--truncates').trim() === 'preview') continue;
      if (!shown(el)) continue;
      const text = textOf(el);
      if (text === '') continue;
      const wide = el.scrollWidth > el.clientWidth + 1;
      const tall = el.scrollHeight > el.clientHeight + 1;
      if ((cutX || ellipsis) && wide)
        problems.push(
          `${describe(el)} "${text}" is cut: ${el.scrollWidth} px of text in ${el.clientWidth} px`,
        );
      else if (cutY && tall)
        problems.push(
          `${describe(el)} "${text}" is cut: ${el.scrollHeight} px of text in ${el.clientHeight} px high`,
        );
    }
    ruler.remove();
    return problems;
  });
}

/**
 * Measures the page as it stands at every width and text size of `settings`, then puts the phone back
 * (its width, 100 % text). Each problem is prefixed with `where` and the setting.
 */
export async function layoutProblems(
  page: Page,
  where: string,
  settings: readonly LayoutSetting[] = LAYOUT_SETTINGS,
): Promise<string[]> {
  const before = page.viewportSize() ?? { width: 360, height: 740 };
  const found = new Map<string, string[]>();
  let width = before.width;
  try {
    for (const setting of settings) {
      if (setting.width !== width) {
        await page.setViewportSize({ width: setting.width, height: before.height });
        width = setting.width;
      }
      await setTextZoom(page, setting.textZoom);
      await resetScale(page);
      await frames(page);
      for (const problem of await measureLayout(page)) {
        const at = `${setting.width} px ${setting.textZoom * 100} %`;
        found.set(problem, [...(found.get(problem) ?? []), at]);
      }
    }
  } finally {
    await setTextZoom(page, 1);
    if (width !== before.width) await page.setViewportSize(before);
    await resetScale(page);
  }
  return [...found].map(([problem, at]) => `${where} (${at.join(', ')}): ${problem}`);
}
