/** Modules made by scripts/screen-texts-plugin.ts (see src/i18n/screen-texts.ts). */
declare module 'virtual:screen-texts/*' {
  /** lang → flat locale key → text, for one section's keys that travel with its screen. */
  const texts: Partial<Record<'en' | 'sw', Record<string, string>>>;
  export default texts;
}
