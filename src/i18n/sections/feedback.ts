import en from '../../../locales/en/feedback.json';
import sw from '../../../locales/sw/feedback.json';
import { textSection } from '../i18n.ts';

export default textSection('feedback', en, sw);
