import cashierTexts from '../../i18n/sections/cashier.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';
import { RadioList } from '../../ui/RadioList.tsx';
import { methodsOf } from './payment-state.ts';
import type { Cashier } from './useCashier.ts';
import styles from './cashier.module.css';

/** The channels from the server, how to pay with the chosen one, and Pay. */
export function ChannelForm({ cashier, amount }: { cashier: Cashier; amount: number }) {
  const t = useT(cashierTexts);
  const channels = cashier.channels.data?.channels ?? [];
  const methods = methodsOf(cashier.channel);
  const bank = cashier.channel?.kind === 'bank';
  return (
    <>
      <section className={styles.section} aria-labelledby="cashier-channels">
        <h2 id="cashier-channels" className={styles.heading}>
          {t('cashier.channels')}
        </h2>
        <RadioList
          legend={t('cashier.channels')}
          name="channel"
          options={channels.map((channel) => ({
            value: channel.channelId,
            label: channel.name,
            trailing: channel.available ? undefined : t('cashier.unavailable'),
          }))}
          value={cashier.channelId}
          onChange={cashier.choose}
        />
      </section>
      {methods.length > 0 ? (
        <section className={styles.section} aria-labelledby="cashier-method">
          <h2 id="cashier-method" className={styles.heading}>
            {t('cashier.method')}
          </h2>
          <RadioList
            legend={t('cashier.method')}
            name="method"
            options={methods.map((method) => ({
              value: method,
              label: (
                <>
                  {t(method === 'online' ? 'cashier.online' : 'cashier.bill')}
                  <span className={styles.hint}>
                    {t(
                      method === 'online'
                        ? 'cashier.onlineHint'
                        : bank
                          ? 'cashier.bankHint'
                          : 'cashier.billHint',
                    )}
                  </span>
                </>
              ),
            }))}
            value={cashier.method ?? ''}
            onChange={cashier.chooseMethod}
          />
        </section>
      ) : null}
      <Button block loading={cashier.step === 'creating'} onClick={() => void cashier.pay()}>
        {t('cashier.pay', { amount: formatMoney(amount) })}
      </Button>
    </>
  );
}
