import borrowTexts from '../../i18n/sections/borrow.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';

/** "Cancel this loan" asks first: one stray tap must not stop a payout the borrower is waiting for. */
export function CancelDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const t = useT(borrowTexts);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('borrow.cancelConfirmTitle')}
      description={t('borrow.cancelConfirmBody')}
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('borrow.cancelConfirmNo')}
          </Button>
          <Button onClick={onConfirm}>{t('borrow.cancelConfirmYes')}</Button>
        </>
      }
    />
  );
}
