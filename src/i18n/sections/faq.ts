import en from '../../../locales/en/faq.json';
import sw from '../../../locales/sw/faq.json';
import { textSection } from '../i18n.ts';

export default textSection('faq', en, sw);
