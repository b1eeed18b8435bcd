import borrowTexts from '../../i18n/sections/borrow.ts';
import type { WalletAccount } from '../../contract/entities.ts';
import { useT } from '../../i18n/i18n.ts';
import { formatPhone } from '../../lib/phone.ts';
import { walletName } from '../../store/market.ts';
import styles from './borrow.module.css';

/** Where the money goes: the wallet's name from the market's data and the account number. */
export function WalletLine({ wallet }: { wallet: WalletAccount | null }) {
  const t = useT(borrowTexts);
  if (!wallet) return null;
  const name = walletName(wallet.wallet);
  return (
    <p className={styles.muted}>
      {t('borrow.sentTo', { wallet: name, account: formatPhone(wallet.accountNumber) })}
    </p>
  );
}
