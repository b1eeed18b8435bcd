import en from '../../../locales/en/settings.json';
import sw from '../../../locales/sw/settings.json';
import { textSection } from '../i18n.ts';

export default textSection('settings', en, sw);
