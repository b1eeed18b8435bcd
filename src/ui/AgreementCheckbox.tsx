import texts from '../i18n/sections/documents.ts';
import { Fragment, Suspense, useEffect, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import type { DocumentId } from '../lib/content.ts';
import { retryingLazy } from './retrying-lazy.tsx';
import type { AgreementSheetProps } from './AgreementSheet.tsx';
import { Checkbox, type CheckboxProps } from './Checkbox.tsx';
import { SpinnerOverlay } from './SpinnerOverlay.tsx';
import styles from './AgreementCheckbox.module.css';

/** One agreement the box accepts, with the figures its text names (none for terms and privacy). */
export type AgreementDocument = {
  id: DocumentId;
  /**
   * The figures of this loan or rollover, from src/lib/agreement-facts.ts; null or absent while there are
   * none (the quote is loading, or there is no loan yet): the agreement then says where they are shown.
   */
  facts?: Readonly<Record<string, string>> | null | undefined;
};

export type AgreementCheckboxProps = Omit<CheckboxProps, 'label'> & {
  /** The agreements, named in the sentence in this order (one or two). */
  documents: readonly [AgreementDocument] | readonly [AgreementDocument, AgreementDocument];
};

/**
 * The sheet, the document renderer and the documents' loader come in their own chunk (a form's first load
 * does not carry them), fetched only when the borrower reaches for a document (the finger going down on a
 * link, or focus on it), not for every form drawn: most borrowers tick without opening, and each byte is
 * paid for (issue 24). Until it is there a tap shows the loading spinner; a tap while offline says so under
 * the box and opens the sheet when the connection is back. Once fetched, the app-shell cache keeps it.
 */
const loadSheet = () => import('./AgreementSheet.tsx');
const prefetchSheet = () => {
  loadSheet().catch(() => {
    // Offline: the tap that follows draws the sheet's place, which says so and tries again.
  });
};
const AgreementSheet = retryingLazy<AgreementSheetProps>(
  () => loadSheet().then((module) => ({ default: module.AgreementSheet })),
  'part',
);

/** Marks where a document's link goes in the translated sentence (a private-use character). */
const MARK = '\uE000';

/**
 * "I have read and agree to the <loan agreement>": the consent box, with each agreement named as a link
 * that opens it in a sheet over the form, in the chosen language (docs/decisions.md: every consent names its
 * document and opens it where the borrower stands). The sheet is laid over the form, which stays mounted,
 * so closing it (its buttons, Escape, the dim or the phone's Back) finds every field as it was; tapping a
 * link does not tick the box. Never pre-ticked: `checked` is the caller's.
 *
 * Confirm borrow (the quote of `loan/confirm/product-info`):
 * ```tsx
 * import { loanAgreementFacts } from '../../lib/agreement-facts.ts';
 * <AgreementCheckbox
 *   name="loanAgreement"
 *   checked={agreed}
 *   onCheckedChange={setAgreed}
 *   error={agreeError} // t('borrow.agreeRequired')
 *   documents={[{ id: 'loan', facts: quote.data ? loanAgreementFacts(quote.data) : null }]}
 * />
 * ```
 * Rollover (the offer of `repay/getExtensionData`):
 * ```tsx
 * import { renewalAgreementFacts } from '../../lib/agreement-facts.ts';
 * <AgreementCheckbox
 *   name="renewalAgreement"
 *   checked={agreed}
 *   onCheckedChange={setAgreed}
 *   documents={[{ id: 'renewal', facts: renewalAgreementFacts(offer) }]}
 * />
 * ```
 * Registration: `documents={[{ id: 'privacy' }, { id: 'terms' }]}`.
 */
export function AgreementCheckbox({ documents, ...box }: AgreementCheckboxProps) {
  const t = useT(texts);
  const [reading, setReading] = useState<AgreementDocument | null>(null);

  // The phone's Back while a sheet is open closes the sheet, not the form: opening pushed an entry of the
  // same address (no hashchange, so the route stays), and going back from it lands here.
  useEffect(() => {
    if (!reading) return undefined;
    const onPop = () => setReading(null);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [reading]);

  const open = (document: AgreementDocument) => {
    history.pushState({ agreementSheet: document.id }, '');
    setReading(document);
  };
  const close = () => {
    // Takes the sheet's entry off again (its popstate closes the sheet), so Back then leaves the form.
    if ((history.state as { agreementSheet?: string } | null)?.agreementSheet) history.back();
    else setReading(null);
  };

  const second = documents[1];
  const sentence = second
    ? t('documents.agreeTo.two', { first: `${MARK}0${MARK}`, second: `${MARK}1${MARK}` })
    : t('documents.agreeTo.one', { first: `${MARK}0${MARK}` });
  const label = sentence.split(MARK).map((part, index) => {
    // Odd parts are the marks' contents: the index of a document.
    const document = index % 2 === 1 ? documents[Number(part)] : undefined;
    if (!document) return <Fragment key={index}>{part}</Fragment>;
    return (
      <button
        key={index}
        type="button"
        className={styles.link}
        aria-haspopup="dialog"
        onPointerDown={prefetchSheet}
        onFocus={prefetchSheet}
        onClick={() => open(document)}
      >
        {t(`documents.names.${document.id}`)}
      </button>
    );
  });
  // The sheet shows the figures of now (a new amount's quote reaches an open sheet too).
  const shown = reading ? (documents.find((d) => d.id === reading.id) ?? reading) : null;

  return (
    <>
      <Checkbox {...box} label={label} />
      {shown ? (
        <Suspense fallback={<SpinnerOverlay visible label={t('common.loading')} />}>
          <AgreementSheet id={shown.id} facts={shown.facts} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
