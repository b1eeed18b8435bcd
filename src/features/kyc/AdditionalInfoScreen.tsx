import { saveAdditionInfo } from '../../api/user.ts';
import type { ScreenProps } from '../../routing/routes.ts';
import { KycFormScreen } from './KycFormScreen.tsx';

/** Step 11 (Addition): work and emergency contacts, from schemas/<market>/work.*. */
export default function AdditionalInfoScreen({ title }: ScreenProps) {
  return (
    <KycFormScreen
      title={title}
      form="work"
      intro="kyc.workIntro"
      submitLabel="forms.common.next"
      save={saveAdditionInfo}
      next="idCard"
    />
  );
}
