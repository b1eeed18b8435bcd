import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useReturnFocus } from './return-focus.ts';
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

/** A centred modal for confirmations (log out, cancel a payout). `data-state` is `open` / `closed`. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  actions,
  children,
  dismissible = true,
}: DialogProps) {
  const focus = useReturnFocus();
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          // Without a description Radix would point aria-describedby at nothing (and warn).
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={focus.remember}
          onCloseAutoFocus={focus.restore}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          {children}
          <div className={styles.actions}>{actions}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
