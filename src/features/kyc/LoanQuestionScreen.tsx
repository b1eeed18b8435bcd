import { saveQuestionnaire } from '../../api/user.ts';
import type { ScreenProps } from '../../routing/routes.ts';
import { KycFormScreen } from './KycFormScreen.tsx';

/** Step 17 (Question): the credit-history questionnaire, from schemas/<market>/questionnaire.*. */
export default function LoanQuestionScreen({ title }: ScreenProps) {
  return (
    <KycFormScreen
      title={title}
      form="questionnaire"
      intro="kyc.questionnaireIntro"
      submitLabel="forms.common.submit"
      save={saveQuestionnaire}
      next="confirmBorrow"
    />
  );
}
