import cashierTexts from '../../i18n/sections/cashier.ts';
import { useT } from '../../i18n/i18n.ts';
import type { Problem } from './payment-state.ts';
import styles from './cashier.module.css';

/** What went wrong, in words, where the borrower is looking (announced when it appears). */
export function ProblemNote({ problem }: { problem: Problem | null }) {
  const t = useT(cashierTexts);
  if (!problem) return null;
  return (
    <p className={styles.problem} role="alert">
      {'key' in problem ? t(problem.key) : problem.text}
    </p>
  );
}
