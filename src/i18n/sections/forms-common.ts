import en from '../../../locales/en/forms-common.json';
import sw from '../../../locales/sw/forms-common.json';
import { textSection } from '../i18n.ts';

export default textSection('forms.common', en, sw);
