import en from '../../../locales/en/userCenter.json';
import sw from '../../../locales/sw/userCenter.json';
import { textSection } from '../i18n.ts';

export default textSection('userCenter', en, sw);
