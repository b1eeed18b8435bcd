import en from '../../../locales/en/deleteAccount.json';
import sw from '../../../locales/sw/deleteAccount.json';
import { textSection } from '../i18n.ts';

export default textSection('deleteAccount', en, sw);
