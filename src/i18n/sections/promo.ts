import en from '../../../locales/en/promo.json';
import sw from '../../../locales/sw/promo.json';
import { textSection } from '../i18n.ts';

export default textSection('promo', en, sw);
