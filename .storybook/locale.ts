/**
 * The `locale` toolbar global. `preview.tsx` switches the app's language with it; stories of UI parts
 * (which take their text as props) pick their sample copy with `pick`.
 */
export type StoryLocale = 'en' | 'sw';

export function storyLocale(globals: Record<string, unknown>): StoryLocale {
  return globals.locale === 'sw' ? 'sw' : 'en';
}

/** Sample copy for a story in both languages: `pick(copy, globals).title`. */
export function pick<T>(copy: Record<StoryLocale, T>, globals: Record<string, unknown>): T {
  return copy[storyLocale(globals)];
}
