import texts from '../../i18n/sections/idCard.ts';
import { useT } from '../../i18n/i18n.ts';
import { goBack, useQuery } from '../../routing/hash-location.ts';
import type { ScreenProps } from '../../routing/routes.ts';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import { FacePanel } from './FacePanel.tsx';
import { backUnlocked, continueLock, faceLock, sidesReady } from './id-card-state.ts';
import { OcrPanel } from './OcrPanel.tsx';
import { PhotoSlot } from './PhotoSlot.tsx';
import { useIdCardFlow } from './useIdCardFlow.ts';
import { session } from '../../store/session.ts';
import { useSnapshot } from 'valtio';
import styles from './id-card.module.css';

/**
 * Step 12 (IdentityOCR): both sides of the ID card, the details read from it, the face check, then
 * the next step. Photos are compressed on the phone and uploaded with progress and Cancel.
 */
export default function IdCardScreen({ title }: ScreenProps) {
  const t = useT(texts);
  const { orderNo = '' } = useQuery();
  const { userInfo } = useSnapshot(session);
  const flow = useIdCardFlow(orderNo, String(userInfo?.userId ?? 'guest'));
  const { state } = flow;
  const lock = continueLock(state);
  return (
    <Page title={t(title)} onBack={() => goBack()} backLabel={t('common.back')}>
      <p className={styles.intro}>{t('idCard.intro')}</p>
      <PhotoSlot
        id="front"
        title={t('idCard.front.title')}
        hint={t('idCard.front.hint')}
        slot={state.front}
        lock={null}
        onFile={(file) => flow.choose('front', file)}
        onCancel={() => flow.cancel('front')}
        onRetry={() => flow.retry('front')}
      />
      <PhotoSlot
        id="back"
        title={t('idCard.back.title')}
        hint={t('idCard.back.hint')}
        slot={state.back}
        lock={backUnlocked(state) ? null : 'idCard.back.locked'}
        onFile={(file) => flow.choose('back', file)}
        onCancel={() => flow.cancel('back')}
        onRetry={() => flow.retry('back')}
      />
      <OcrPanel
        ocr={state.ocr}
        ready={sidesReady(state)}
        onRetakeFront={(file) => flow.choose('front', file)}
        onRetakeBack={(file) => flow.choose('back', file)}
        onReadAgain={flow.readCard}
      />
      <FacePanel
        face={state.face}
        lock={faceLock(state)}
        onStartNative={flow.startNativeFace}
        onSelfie={(file) => flow.choose('face', file)}
        onCancel={() => flow.cancel('face')}
        onRetry={() => flow.retry('face')}
      />
      <div className={styles.finish}>
        {lock ? <p className={styles.lock}>{t(lock)}</p> : null}
        <Button block disabled={lock !== null} loading={flow.finishing} onClick={flow.finish}>
          {t('idCard.continue')}
        </Button>
      </div>
    </Page>
  );
}
