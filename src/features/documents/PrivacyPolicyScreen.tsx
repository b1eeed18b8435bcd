import type { ScreenProps } from '../../routing/routes.ts';
import { DocumentScreen } from './DocumentScreen.tsx';

/** The privacy policy (`/policy` and `/privacy`). */
export default function PrivacyPolicyScreen({ title }: ScreenProps) {
  return <DocumentScreen id="privacy" title={title} />;
}
