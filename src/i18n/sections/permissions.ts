import en from '../../../locales/en/permissions.json';
import sw from '../../../locales/sw/permissions.json';
import { textSection } from '../i18n.ts';

export default textSection('permissions', en, sw);
