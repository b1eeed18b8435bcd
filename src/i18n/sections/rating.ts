import en from '../../../locales/en/rating.json';
import sw from '../../../locales/sw/rating.json';
import { textSection } from '../i18n.ts';

export default textSection('rating', en, sw);
