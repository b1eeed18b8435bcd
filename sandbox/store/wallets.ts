/** The mobile-money wallet each borrower receives loans on (one per borrower; binding again replaces it). */
import type { WalletAccount, WalletId } from '../../src/contract/entities.ts';
import type { Db } from '../db.ts';

export type WalletStore = ReturnType<typeof walletStore>;

export function walletStore(db: Db) {
  const upsert = db.prepare<[number, WalletId, string, number]>(
    `INSERT INTO wallets (user_id, wallet, account_number, bound_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET wallet = excluded.wallet, account_number = excluded.account_number,
       bound_at = excluded.bound_at`,
  );
  const byUser = db.prepare<[number], { wallet: WalletId; account_number: string }>(
    'SELECT wallet, account_number FROM wallets WHERE user_id = ?',
  );

  return {
    bind(userId: number, wallet: WalletId, accountNumber: string, nowMs: number): void {
      upsert.run(userId, wallet, accountNumber, nowMs);
    },
    find(userId: number): WalletAccount | undefined {
      const row = byUser.get(userId);
      return row && { wallet: row.wallet, accountNumber: row.account_number };
    },
  };
}
