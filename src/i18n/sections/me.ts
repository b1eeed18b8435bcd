import en from '../../../locales/en/me.json';
import sw from '../../../locales/sw/me.json';
import { textSection } from '../i18n.ts';

export default textSection('me', en, sw);
