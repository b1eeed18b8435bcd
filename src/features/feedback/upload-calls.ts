import { uploadCredential, uploadFeedbackFile } from '../../api/feedback.ts';
import type { Uploaders } from '../../forms/upload-calls.ts';

/**
 * The src/api function behind each upload call name a form's rules may give (the feedback forms'
 * pictures), passed to the form engine by the screens that show those forms.
 */
export const UPLOADERS: Uploaders = {
  feedbackFile: uploadFeedbackFile,
  feedbackCredential: uploadCredential,
};
