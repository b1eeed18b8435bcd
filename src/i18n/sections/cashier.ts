import en from '../../../locales/en/cashier.json';
import sw from '../../../locales/sw/cashier.json';
import { textSection } from '../i18n.ts';

export default textSection('cashier', en, sw);
