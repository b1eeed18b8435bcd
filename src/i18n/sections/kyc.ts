import en from '../../../locales/en/kyc.json';
import sw from '../../../locales/sw/kyc.json';
import { textSection } from '../i18n.ts';

export default textSection('kyc', en, sw);
