import { useRef, useState, type KeyboardEvent } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { VisuallyHidden } from './VisuallyHidden.tsx';
import { CheckIcon, CloseIcon, SearchIcon } from './icons/controls.tsx';
import { useReturnFocus } from './return-focus.ts';
import styles from './SheetPicker.module.css';

export type SheetOption = { value: string; label: string; description?: string };

export type SheetPickerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  options: readonly SheetOption[];
  /** The chosen value, if any: checked, and focused when the sheet opens. */
  value?: string | null;
  /** Called with the tapped option; the sheet then closes. */
  onSelect: (value: string) => void;
  /** Accessible name of the close button, e.g. t('common.close'). */
  closeLabel: string;
  /** Shows a search box with this label/placeholder (long lists: countries, regions, districts). */
  searchLabel?: string;
  /** Shown when the search matches nothing. */
  noResultsText?: string;
  /** `grid`: short options (days of the month) seven to a row; `list` (default): one per row. */
  layout?: 'list' | 'grid';
};

/** Case- and accent-insensitive, so 'dar es' finds 'Dar es Salaam' and 'mbeya' finds 'Mbéya'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function matches(option: SheetOption, query: string): boolean {
  if (!query) return true;
  return [option.label, option.description ?? '', option.value].some((text) => fold(text).includes(query));
}

/**
 * A bottom sheet (half the screen) with a radio list of options and an optional search. Arrow keys
 * move focus without choosing, because choosing closes the sheet; Enter, Space or a tap choose.
 */
export function SheetPicker({
  open,
  onOpenChange,
  title,
  options,
  value,
  onSelect,
  closeLabel,
  searchLabel,
  noResultsText,
  layout = 'list',
}: SheetPickerProps) {
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const focus = useReturnFocus();
  const folded = fold(query.trim());
  const visible = options.filter((option) => matches(option, folded));
  const checkedIndex = visible.findIndex((option) => option.value === value);
  const tabIndexOf = (index: number) => (index === (checkedIndex === -1 ? 0 : checkedIndex) ? 0 : -1);

  const radios = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="radio"]') ?? []);

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = radios();
    const current = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? Math.min(current + 1, last)
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? Math.max(current - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null || items.length === 0) return;
    event.preventDefault();
    items[next]?.focus();
  };

  const choose = (chosen: string) => {
    setQuery('');
    onSelect(chosen);
    onOpenChange(false);
  };

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setQuery('');
        onOpenChange(next);
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.sheet}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            focus.remember();
            // Focus the current choice rather than the search box: on a phone, focusing the search
            // would open the keyboard over half of the list.
            event.preventDefault();
            const items = radios();
            const checked = items.find((item) => item.getAttribute('aria-checked') === 'true');
            // Without scrolling the page: only the list scrolls, and only to a choice further down.
            (checked ?? items[0])?.focus({ preventScroll: true });
            checked?.scrollIntoView?.({ block: 'nearest' });
          }}
          onCloseAutoFocus={focus.restore}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {searchLabel ? (
            <div className={styles.search}>
              <SearchIcon className={styles.searchIcon} size="1.25em" />
              <label className={styles.searchLabel}>
                <VisuallyHidden>{searchLabel}</VisuallyHidden>
                <input
                  className={styles.searchInput}
                  type="search"
                  value={query}
                  placeholder={searchLabel}
                  autoComplete="off"
                  enterKeyHint="search"
                  onChange={(event) => setQuery(event.target.value)}
                />
              </label>
            </div>
          ) : null}
          {/* Not native radios: those choose on arrow keys, and choosing closes the sheet. Buttons with
              radio semantics let arrows move focus and Enter/Space/tap choose. The group itself takes no
              focus; its radios do (roving tabindex), as in the ARIA radio group pattern. */}
          {/* oxlint-disable-next-line jsx-a11y/interactive-supports-focus -- see above */}
          <div
            ref={listRef}
            className={styles.list}
            data-layout={layout}
            role="radiogroup"
            aria-label={title}
            onKeyDown={onListKeyDown}
          >
            {visible.map((option, index) => {
              const checked = option.value === value;
              return (
                <button
                  key={option.value}
                  type="button"
                  // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- see the comment on the group
                  role="radio"
                  aria-checked={checked}
                  tabIndex={tabIndexOf(index)}
                  className={styles.option}
                  data-state={checked ? 'checked' : 'unchecked'}
                  onClick={() => choose(option.value)}
                >
                  <span className={styles.optionText}>
                    <span>{option.label}</span>
                    {option.description ? (
                      <span className={styles.optionDescription}>{option.description}</span>
                    ) : null}
                  </span>
                  {checked ? <CheckIcon className={styles.check} size="1.25em" /> : null}
                </button>
              );
            })}
          </div>
          {/* Mounted while the sheet is open so that 'no results' is announced when it appears. */}
          {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- <output> is no live region on older TalkBack */}
          <p className={styles.empty} role="status">
            {visible.length === 0 ? noResultsText : null}
          </p>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
