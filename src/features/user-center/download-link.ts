import { downloadAddress } from '../../api/app.ts';
import { ApiError } from '../../api/errors.ts';

/**
 * The app's download link from `app-download/getAddress`, or '' when the server has none. Only a web
 * address (http or https) counts as a link: anything else (`javascript:`, an intent, a typo) is treated as
 * no link, so the screen says 'Please configure the link' instead of offering it. A reply without a `url`
 * text is a bad reply (the screen's error state with retry).
 */
export async function downloadLink(): Promise<string> {
  const reply: unknown = await downloadAddress();
  const url = (reply as { url?: unknown } | null)?.url;
  if (typeof url !== 'string') throw new ApiError('malformed', 0, 'bad data in app-download/getAddress');
  return safeLink(url);
}

export function safeLink(url: string): string {
  const trimmed = url.trim();
  if (!trimmed) return '';
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : '';
  } catch {
    return '';
  }
}
