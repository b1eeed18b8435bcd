import en from '../../../locales/en/idCard.json';
import sw from '../../../locales/sw/idCard.json';
import { textSection } from '../i18n.ts';

export default textSection('idCard', en, sw);
