/**
 * The widgets a ui file may name in `ui:widget`, and what kind of control each is. Data only (no React),
 * so the schema lint and the theme share one list; a test checks the theme registers exactly these.
 *
 * - `input`: one text box, labelled by a `<label for>`.
 * - `picker`: a button that opens a half-screen list; its options come from the schema or the rules.
 * - `group`: several controls under one legend (radios, the four NIDA parts, day/month/year).
 * - `self`: the control carries its own label (the agreement checkbox).
 * - `none`: not shown (fixed values such as the card type).
 */
export const WIDGET_KINDS = {
  text: 'input',
  digits: 'input',
  textarea: 'input',
  nida: 'group',
  date: 'group',
  radio: 'group',
  upload: 'group',
  sheet: 'picker',
  region: 'picker',
  district: 'picker',
  payday: 'picker',
  agreement: 'self',
  hidden: 'none',
} as const;

export type WidgetName = keyof typeof WIDGET_KINDS;
export type WidgetKind = (typeof WIDGET_KINDS)[WidgetName];

/** The JSON type of the value each widget edits. */
export const WIDGET_TYPES: Record<WidgetName, readonly string[]> = {
  text: ['string'],
  digits: ['string'],
  textarea: ['string'],
  nida: ['string'],
  date: ['string'],
  radio: ['string', 'integer', 'number', 'boolean'],
  upload: ['array'],
  sheet: ['string', 'integer', 'number'],
  region: ['string'],
  district: ['string'],
  payday: ['string', 'integer'],
  agreement: ['boolean'],
  hidden: ['string', 'integer', 'number', 'boolean'],
};

export const isWidgetName = (name: unknown): name is WidgetName =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(WIDGET_KINDS, name);

/** Widgets whose value is one of a list of options. */
export const CHOOSES_OPTION = (name: WidgetName): boolean =>
  WIDGET_KINDS[name] === 'picker' || name === 'radio';
