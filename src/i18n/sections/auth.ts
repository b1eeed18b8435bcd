import en from '../../../locales/en/auth.json';
import sw from '../../../locales/sw/auth.json';
import { textSection } from '../i18n.ts';

export default textSection('auth', en, sw);
