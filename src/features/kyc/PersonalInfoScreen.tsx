import { saveBasicInfo } from '../../api/user.ts';
import type { ScreenProps } from '../../routing/routes.ts';
import { KycFormScreen } from './KycFormScreen.tsx';

/** Step 6 (BasicInfo): personal information, from schemas/<market>/personal.*. */
export default function PersonalInfoScreen({ title }: ScreenProps) {
  return (
    <KycFormScreen
      title={title}
      form="personal"
      intro="kyc.personalIntro"
      submitLabel="forms.common.next"
      save={saveBasicInfo}
      next="additionalInfo"
      nextForm="work"
    />
  );
}
