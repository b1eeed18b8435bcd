import { useId, useState } from 'react';
import { fill, type Faq, type FaqItem } from '../../lib/content.ts';
import { ChevronIcon } from '../../ui/icons/controls.tsx';
import styles from './faq.module.css';

/**
 * The FAQ's sections, each question a disclosure button (`aria-expanded`, `aria-controls`) that shows its
 * answer below it. Answers are data shown as text, never as HTML; `lang` marks the content's language,
 * which can differ from the UI's (a Spanish FAQ in an English UI).
 */
export function FaqList({ faq }: { faq: Faq }) {
  return (
    <div lang={faq.lang} className={styles.faq}>
      {faq.sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={`faq-${section.id}`}>
          <h2 id={`faq-${section.id}`} className={styles.sectionTitle}>
            {section.title}
          </h2>
          <ul className={styles.items}>
            {section.items.map((item) => (
              <Question key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Question({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li className={styles.item} data-state={open ? 'open' : 'closed'}>
      <h3 className={styles.question}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen(!open)}
        >
          <span>{fill(item.question)}</span>
          <ChevronIcon className={styles.chevron} size="1.25em" />
        </button>
      </h3>
      <div id={answerId} className={styles.answer} hidden={!open}>
        {item.answer.map((paragraph, index) => (
          // The paragraphs of one answer never reorder: their place is their identity.
          // oxlint-disable-next-line react/no-array-index-key
          <p key={index}>{fill(paragraph)}</p>
        ))}
      </div>
    </li>
  );
}
