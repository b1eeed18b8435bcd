import en from '../../../locales/en/records.json';
import sw from '../../../locales/sw/records.json';
import { textSection } from '../i18n.ts';

export default textSection('records', en, sw);
