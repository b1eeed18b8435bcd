import formsWidgetsTexts from '../../i18n/sections/forms-widgets.ts';
import { useRef, type CSSProperties, type KeyboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../i18n/i18n.ts';
import { TextInput } from '../../ui/TextInput.tsx';
import styles from './widgets.module.css';
import { fieldProps } from './widget-props.ts';

/** Tanzania's NIDA number: 20 digits written 8-5-5-2. A market may set other `ui:options.parts`. */
const NIDA_PARTS = [8, 5, 5, 2];

function partsOf(value: unknown, count: number): string[] {
  const parts = typeof value === 'string' ? value.split('-') : [];
  return Array.from({ length: count }, (_, i) => parts[i] ?? '');
}

/**
 * An ID number typed in parts, digits only; focus moves on when a part is full and back on Backspace in
 * an empty part; a pasted whole number spreads over the parts. The value is the parts joined with '-'.
 */
export function NidaWidget(props: WidgetProps) {
  const t = useT(formsWidgetsTexts);
  const field = fieldProps(props);
  const sizes = Array.isArray(props.options.parts) ? (props.options.parts as number[]) : NIDA_PARTS;
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const parts = partsOf(props.value, sizes.length);

  const emit = (next: string[]) => props.onChange(next.every((p) => p === '') ? undefined : next.join('-'));

  const onPart = (index: number, text: string) => {
    const next = [...parts];
    // Digits beyond this part's size (a paste, or fast typing) flow into the following parts.
    let rest = text;
    let at = index;
    while (at < sizes.length) {
      const size = sizes[at] as number;
      next[at] = rest.slice(0, size);
      rest = rest.slice(size);
      if (rest === '' || at === sizes.length - 1) break;
      at += 1;
    }
    emit(next);
    const full = (next[at] ?? '').length === sizes[at];
    const target = full && at < sizes.length - 1 ? at + 1 : at;
    if (target !== index || full) inputs.current[target]?.focus();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && parts[index] === '' && index > 0) {
      event.preventDefault();
      inputs.current[index - 1]?.focus();
    }
  };

  return (
    // Each part as wide as its digits, so 8-5-5-2 reads as the card prints it (widgets.module.css).
    <div className={styles.parts}>
      {sizes.map((size, index) => (
        <TextInput
          // Parts are fixed by the market, never reordered.
          // oxlint-disable-next-line react/no-array-index-key
          key={index}
          ref={(node) => {
            inputs.current[index] = node;
          }}
          id={index === 0 ? field.id : `${field.id}-${index}`}
          boxClassName={styles.part}
          // How wide the part is drawn (widgets.module.css): as many digits as it holds.
          style={{ '--digits': size } as CSSProperties}
          digitsOnly
          value={parts[index] ?? ''}
          onChange={(text) => onPart(index, text)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onBlur={field.onBlur}
          invalid={field.invalid}
          aria-label={t('forms.widgets.part', { n: index + 1, count: sizes.length, digits: size })}
          aria-describedby={field.describedBy}
          autoComplete="off"
          disabled={props.disabled}
        />
      ))}
    </div>
  );
}
