import { fill, type Faq } from '../../lib/content.ts';
import { DisclosureItem, DisclosureList } from '../../ui/Disclosure.tsx';
import styles from './faq.module.css';

/**
 * The FAQ's sections, each question a disclosure (src/ui/Disclosure) that shows its answer below it.
 * Answers are data shown as text, never as HTML; `lang` marks the content's language, which can differ
 * from the UI's (a Spanish FAQ in an English UI).
 */
export function FaqList({ faq }: { faq: Faq }) {
  return (
    <div lang={faq.lang} className={styles.faq}>
      {faq.sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={`faq-${section.id}`}>
          <h2 id={`faq-${section.id}`} className={styles.sectionTitle}>
            {section.title}
          </h2>
          <DisclosureList>
            {section.items.map((item) => (
              <DisclosureItem key={item.id} question={fill(item.question)}>
                {item.answer.map((paragraph, index) => (
                  // The paragraphs of one answer never reorder: their place is their identity.
                  // oxlint-disable-next-line react/no-array-index-key
                  <p key={index}>{fill(paragraph)}</p>
                ))}
              </DisclosureItem>
            ))}
          </DisclosureList>
        </section>
      ))}
    </div>
  );
}
