import en from '../../../locales/en/repay.json';
import sw from '../../../locales/sw/repay.json';
import { textSection } from '../i18n.ts';

export default textSection('repay', en, sw);
