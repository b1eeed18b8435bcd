import type { LoanState } from '../../contract/codes.ts';
import { useT } from '../../i18n/i18n.ts';
import { STATE_LABEL, STATE_TONE } from '../../loan/order-status.ts';
import { Tag } from '../../ui/Tag.tsx';

/** The state of a loan order in words (the one label table), coloured by its tone. */
export function StateTag({ state }: { state: LoanState }) {
  const t = useT();
  return (
    <Tag tone={STATE_TONE[state]} data-state={state}>
      {t(STATE_LABEL[state])}
    </Tag>
  );
}
