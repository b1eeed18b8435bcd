/**
 * Text as a person sees it: without the characters that take no room on the screen. Twelve right-to-left
 * marks or zero-width spaces passed a 10-character minimum (issue 27) and reached the server as an empty
 * description. Pure, so the form engine cleans a value the same way in the browser and in the sandbox
 * (src/forms/values.ts), and pasted numbers lose them before their digits are read (./national-number.ts).
 *
 * Removed: every format character (Unicode Cf: direction marks and embeddings, zero-width space and
 * non-joiner, word joiner, the byte-order mark, the soft hyphen, invisible operators…) and the blank
 * "letters" that draw nothing (Hangul fillers, the blank Braille pattern, the combining grapheme joiner).
 * Kept: a zero-width joiner between two visible characters, which joins an emoji sequence (👩‍💻) or a
 * ligature the writer meant.
 */
const BLANK = '\\p{Cf}\\u034f\\u115f\\u1160\\u2800\\u3164\\uffa0';
const INVISIBLE = new RegExp(`([^${BLANK}\\s])\\u200d(?=[^${BLANK}\\s])|[${BLANK}]`, 'gu');

/** `text` without its invisible characters (a joining ZWJ stays); spaces are left to the caller. */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, (_match, joined: string | undefined) =>
    joined === undefined ? '' : `${joined}\u200d`,
  );
}

/** What a text field holds for a person: invisible characters removed, then trimmed. */
export const visibleText = (text: string): string => withoutInvisible(text).trim();
