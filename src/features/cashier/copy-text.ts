/**
 * Copy to clipboard for the static cashier's account number and reference. The async Clipboard API
 * first; where it is missing (an old WebView, a page that is not a secure context) or refuses (no
 * permission, document not focused), the old `execCommand('copy')` on a hidden text area, which Android
 * WebViews still honour inside a tap. Resolves true when one of them copied, false when neither could:
 * the screen then says 'Copy failed' and the borrower can still read the number off the screen.
 */

/** What the copy needs from the browser; the defaults are the page's own (tests hand in their own). */
export interface ClipboardEnv {
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
  /** `document.execCommand('copy')` with `text` selected; false when the browser would not copy. */
  legacyCopy?: (text: string) => boolean;
}

function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  // Off screen but in the layout: a hidden or display:none element cannot be selected.
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.append(area);
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    // The tapped Copy button keeps the focus (screen readers stay where they were).
    focused?.focus({ preventScroll: true });
  }
}

const pageEnv = (): ClipboardEnv => ({
  clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
  legacyCopy,
});

export async function copyText(text: string, env: ClipboardEnv = pageEnv()): Promise<boolean> {
  if (env.clipboard && typeof env.clipboard.writeText === 'function') {
    try {
      await env.clipboard.writeText(text);
      return true;
    } catch {
      // Refused: try the old way below.
    }
  }
  return env.legacyCopy?.(text) ?? false;
}
