import type { HomepageData } from '../contract/entities.ts';
import { formatMoney, formatNumber } from '../i18n/format.ts';
import { useT, type MessageKey } from '../i18n/i18n.ts';

/** One screen's words for the offer: its range, its longest term, its lowest daily interest. */
export interface OfferTexts {
  range: MessageKey;
  term: MessageKey;
  interest: MessageKey;
}

/**
 * The server's offer in a hero panel (src/ui/hero.module.css), Home's and the promotion pages': the loan
 * range, then the longest term and the lowest interest, formatted, never computed (decisions.md). Until
 * the figures arrive the range keeps its line (a no-break space) so the panel does not move when they do.
 */
export function OfferFigures({
  data,
  texts,
  classes,
  testId,
}: {
  data: HomepageData | null | undefined;
  texts: OfferTexts;
  /** Each screen composes the hero's classes with its own sizes. */
  classes: { range?: string; facts?: string };
  testId: string;
}) {
  const t = useT();
  return (
    <>
      <p className={classes.range} data-testid={testId}>
        {data
          ? t(texts.range, {
              min: formatMoney(data.minAmount, data.currency),
              max: formatMoney(data.maxAmount, data.currency),
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
