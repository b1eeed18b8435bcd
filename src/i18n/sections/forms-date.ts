import en from '../../../locales/en/forms-date.json';
import sw from '../../../locales/sw/forms-date.json';
import { textSection } from '../i18n.ts';

export default textSection('forms.date', en, sw);
