import { useId, type ReactNode } from 'react';
import { Modal } from './Modal.tsx';
import styles from './Dialog.module.css';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** Buttons, usually a secondary 'Cancel' then a primary 'Confirm'; they close the dialog themselves. */
  actions: ReactNode;
  /** Extra content between the description and the actions. */
  children?: ReactNode;
  /** When false, tapping outside or pressing Escape does not close it: the borrower must choose. */
  dismissible?: boolean;
};

/**
 * A centred modal for confirmations (log out, cancel a payout), on the browser's modal `<dialog>` (see
 * Modal): focus starts on its first button and returns to the opener. Nothing is rendered while closed.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onOpenChange,
  title,
  description,
  actions,
  children,
  dismissible = true,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Modal
      className={styles.modal}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onDismiss={dismissible ? () => onOpenChange(false) : undefined}
    >
      <div className={styles.content}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        {children}
        <div className={styles.actions}>{actions}</div>
      </div>
    </Modal>
  );
}
