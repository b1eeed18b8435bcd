import en from '../../../locales/en/documents.json';
import sw from '../../../locales/sw/documents.json';
import { textSection } from '../i18n.ts';

export default textSection('documents', en, sw);
