import type { ReactNode } from 'react';
import type { HomepageData } from '../contract/entities.ts';
import { formatMoney, formatNumber } from '../i18n/format.ts';
import type { MessageKey, Translate } from '../i18n/i18n.ts';
import hero from '../ui/hero.module.css';

/** One screen's words for the offer: its range, its longest term, its lowest daily interest. */
export interface OfferTexts<K extends string = MessageKey> {
  range: K;
  term: K;
  interest: K;
}

/**
 * The server's offer in a hero panel (src/ui/hero.module.css), Home's and the promotion pages': the loan
 * range, then the longest term and the lowest interest, formatted, never computed (docs/decisions.md). Until
 * the figures arrive the range keeps its line (a no-break space) so the panel does not move when they do.
 */
export function OfferFigures<K extends string>({
  t,
  data,
  texts,
  classes,
  testId,
}: {
  /** The screen's `t`, which knows its texts' keys. */
  t: Translate<K>;
  data: HomepageData | null | undefined;
  texts: OfferTexts<K>;
  /** Each screen composes the hero's classes with its own sizes. */
  classes: { range?: string; facts?: string };
  testId: string;
}) {
  return (
    <>
      <p className={classes.range} data-testid={testId}>
        {data
          ? withAmounts(t(texts.range, { min: '\ue000', max: '\ue001' }), {
              '\ue000': formatMoney(data.minAmount, data.currency),
              '\ue001': formatMoney(data.maxAmount, data.currency),
            })
          : '\u00a0'}
      </p>
      {data ? (
        <ul className={classes.facts}>
          <li>{t(texts.term, { days: formatNumber(data.maxTermDays) })}</li>
          <li>{t(texts.interest, { rate: formatNumber(data.interestRatePerDay) })}</li>
        </ul>
      ) : null}
    </>
  );
}

/**
 * The range's words with each amount in its own inline block (hero.module.css `.amount`): an amount
 * moves to the next line whole, and breaks between the currency and the figure only when it alone is
 * wider than the line. The hero's figures are large: at 200 % text on a 320 px phone 'TZS 60,000' is
 * wider than the panel, and with formatMoney's no-break space it ran off the panel ('TZS 60,00').
 */
function withAmounts(text: string, amounts: Record<string, string>): ReactNode[] {
  return text.split(/([\ue000\ue001])/).map((part, index) => {
    const amount = amounts[part];
    return amount === undefined ? (
      part
    ) : (
      // The parts of one sentence, in a fixed order.
      // oxlint-disable-next-line react/no-array-index-key
      <span key={index} className={hero.amount}>
        {amount.replace('\u00a0', ' ')}
      </span>
    );
  });
}
