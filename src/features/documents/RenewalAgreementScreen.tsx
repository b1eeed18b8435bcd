import type { ScreenProps } from '../../routing/routes.ts';
import { DocumentScreen } from './DocumentScreen.tsx';

/** The loan renewal agreement (`/convenios`). */
export default function RenewalAgreementScreen({ title }: ScreenProps) {
  return <DocumentScreen id="renewal" title={title} />;
}
