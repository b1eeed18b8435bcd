import idCardTexts from '../../i18n/sections/idCard.ts';
import { useId } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { groupNationalId } from '../../lib/national-id.ts';
import { market } from '../../store/market.ts';
import { Button } from '../../ui/Button.tsx';
import { FileButton } from '../../ui/FileButton.tsx';
import type { IdCardState } from './id-card-state.ts';
import { problemText } from './problems.ts';
import styles from './id-card.module.css';

export interface OcrPanelProps {
  ocr: IdCardState['ocr'];
  /** Both sides are accepted and not being replaced. */
  ready: boolean;
  onRetakeFront: (file: File) => void;
  onRetakeBack: (file: File) => void;
  onReadAgain: () => void;
}

/** The details read from the card, for the borrower to check, with a retake for each side. */
export function OcrPanel({ ocr, ready, onRetakeFront, onRetakeBack, onReadAgain }: OcrPanelProps) {
  const t = useT(idCardTexts);
  const headingId = useId();
  const state = ready ? ocr.state : 'waiting';
  return (
    <section className={styles.card} aria-labelledby={headingId} data-slot="ocr" data-state={state}>
      <h2 id={headingId} className={styles.heading}>
        {t('idCard.ocr.title')}
      </h2>
      {state === 'waiting' ? <p className={styles.hint}>{t('idCard.ocr.waiting')}</p> : null}
      {state === 'reading' ? (
        <p className={styles.status} aria-live="polite">
          {t('idCard.ocr.reading')}
        </p>
      ) : null}
      {state === 'done' && ocr.result ? (
        <>
          <p className={styles.hint}>{t('idCard.ocr.intro')}</p>
          <dl className={styles.details}>
            <dt>{t('idCard.ocr.nationalId')}</dt>
            <dd data-testid="ocr-national-id">
              {groupNationalId(ocr.result.nationalId, market.nationalIdGroups)}
            </dd>
            <dt>{t('idCard.ocr.firstName')}</dt>
            <dd>{ocr.result.firstName}</dd>
            <dt>{t('idCard.ocr.lastName')}</dt>
            <dd>{ocr.result.lastName}</dd>
          </dl>
        </>
      ) : null}
      {state === 'failed' ? (
        <>
          <p className={styles.error} role="alert">
            {ocr.problem ? problemText(ocr.problem) : null}
          </p>
          <Button variant="text" onClick={onReadAgain}>
            {t('idCard.ocr.readAgain')}
          </Button>
        </>
      ) : null}
      {state === 'done' || state === 'failed' ? (
        <RetakeButtons onRetakeFront={onRetakeFront} onRetakeBack={onRetakeBack} />
      ) : null}
    </section>
  );
}

function RetakeButtons({
  onRetakeFront,
  onRetakeBack,
}: Pick<OcrPanelProps, 'onRetakeFront' | 'onRetakeBack'>) {
  const t = useT(idCardTexts);
  return (
    <div className={styles.actions}>
      <FileButton accept="image/*" capture="environment" onFile={onRetakeFront}>
        {t('idCard.ocr.retakeFront')}
      </FileButton>
      <FileButton accept="image/*" capture="environment" onFile={onRetakeBack}>
        {t('idCard.ocr.retakeBack')}
      </FileButton>
    </div>
  );
}
