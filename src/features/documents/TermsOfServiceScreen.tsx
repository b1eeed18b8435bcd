import type { ScreenProps } from '../../routing/routes.ts';
import { DocumentScreen } from './DocumentScreen.tsx';

/** The terms of service (`/service` and `/agreements`). */
export default function TermsOfServiceScreen({ title }: ScreenProps) {
  return <DocumentScreen id="terms" title={title} />;
}
