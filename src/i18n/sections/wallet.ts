import en from '../../../locales/en/wallet.json';
import sw from '../../../locales/sw/wallet.json';
import { textSection } from '../i18n.ts';

export default textSection('wallet', en, sw);
