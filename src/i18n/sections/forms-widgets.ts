import en from '../../../locales/en/forms-widgets.json';
import sw from '../../../locales/sw/forms-widgets.json';
import { textSection } from '../i18n.ts';

export default textSection('forms.widgets', en, sw);
