import texts from '../i18n/sections/documents.ts';
import { useT, type MarketLanguage } from '../i18n/i18n.ts';
import { fill, marketFacts, type LegalDocument } from '../lib/content.ts';
import { market } from '../store/market.ts';
import styles from './DocumentArticle.module.css';

export type DocumentArticleProps = {
  document: LegalDocument;
  /** The language the document's file is in (English where a market language has none). */
  lang: string;
  /**
   * The figures its `quote` sections name (src/lib/agreement-facts.ts); without them those sections give
   * way to the document's `withoutQuote` text, so no `{{placeholder}}` is ever shown.
   */
  facts?: Readonly<Record<string, string>> | null | undefined;
};

/**
 * One agreement as data (content/documents/<lang>.json) laid out for a phone: headings, short paragraphs,
 * 16 px text, the market's facts and the quote's figures filled in. Shown by the document screens and by
 * the agreement sheet over a form.
 */
export function DocumentArticle({ document, lang, facts }: DocumentArticleProps) {
  const t = useT(texts);
  // The market's facts in the document's own language (the licence is written per language).
  const known = { ...marketFacts(lang as MarketLanguage), ...facts };
  const firstQuote = document.sections.findIndex((section) => section.quote);
  return (
    <article className={styles.document} lang={lang} data-figures={facts ? 'filled' : 'none'}>
      {document.intro.map((paragraph) => (
        <p key={paragraph}>{fill(paragraph, known)}</p>
      ))}
      {document.sections.map((section, index) =>
        section.quote && !facts ? (
          // Once, where the figures would be: what they are and where the borrower sees them.
          index === firstQuote && document.withoutQuote ? (
            <section key={section.heading}>
              <h2>{fill(section.heading, known)}</h2>
              <p>{fill(document.withoutQuote, known)}</p>
            </section>
          ) : null
        ) : (
          <section key={section.heading}>
            <h2>{fill(section.heading, known)}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph, known)}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{fill(item, known)}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ),
      )}
      <p className={styles.issuer}>{t('documents.issuedBy', { lender: market.lender.name })}</p>
    </article>
  );
}
