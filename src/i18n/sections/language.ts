import en from '../../../locales/en/language.json';
import sw from '../../../locales/sw/language.json';
import { textSection } from '../i18n.ts';

export default textSection('language', en, sw);
