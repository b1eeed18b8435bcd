import en from '../../../locales/en/loan-hint.json';
import sw from '../../../locales/sw/loan-hint.json';
import { textSection } from '../i18n.ts';

export default textSection('loan.hint', en, sw);
