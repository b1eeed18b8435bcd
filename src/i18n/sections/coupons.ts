import en from '../../../locales/en/coupons.json';
import sw from '../../../locales/sw/coupons.json';
import { textSection } from '../i18n.ts';

export default textSection('coupons', en, sw);
