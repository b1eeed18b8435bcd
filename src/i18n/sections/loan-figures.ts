import en from '../../../locales/en/loan-figures.json';
import sw from '../../../locales/sw/loan-figures.json';
import { textSection } from '../i18n.ts';

export default textSection('loan.figures', en, sw);
