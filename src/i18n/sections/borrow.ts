import en from '../../../locales/en/borrow.json';
import sw from '../../../locales/sw/borrow.json';
import { textSection } from '../i18n.ts';

export default textSection('borrow', en, sw);
