import {
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { Modal } from './Modal.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';
import { CheckIcon, CloseIcon, SearchIcon } from './icons/controls.tsx';
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
 * A bottom sheet (half the screen) with a radio list of options and an optional search, on the browser's
 * `<dialog>` (see Modal). Arrow keys move focus without choosing, because choosing closes the sheet;
 * Enter, Space or a tap choose. Escape, the close button and a tap on the dimmed page close it.
 *
 * Made once the page is idle and kept, closed (Modal's `open`), so that the first tap on its opener only
 * uncovers it: the borrower has typed into other fields by then. Until then it is not rendered at all; a tap
 * before that renders it at once, as every open did before.
 */
export function SheetPicker(props: SheetPickerProps) {
  const [ready, setReady] = useState(false);
  // In a transition, so that a keystroke arriving while it renders goes first.
  useEffect(() => {
    if (ready) return undefined;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => startTransition(() => setReady(true)));
    return () => cancel(id);
  }, [ready]);
  return props.open || ready ? <Sheet {...props} /> : null;
}

function Sheet({
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
  // A search left behind is gone when it opens again (set while rendering the close, React's way of
  // adjusting state to a prop: no extra commit).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setQuery('');
  }
  const listRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const folded = fold(query.trim());
  const visible = options.filter((option) => matches(option, folded));
  const checkedIndex = visible.findIndex((option) => option.value === value);
  // Roving tabindex: the choice (or the first option) is the one Tab reaches, and the one focused on open
  // rather than the search box: on a phone, focusing the search would open the keyboard over the list.
  const focusIndex = checkedIndex === -1 ? 0 : checkedIndex;
  const close = () => onOpenChange(false);

  // Opened on a choice further down the list: scroll the list (and only the list) to show it. Runs after
  // Modal's effect has shown the dialog, so there is a layout to measure.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!open || !list) return;
    list.scrollTop = 0;
    const checked = list.querySelector('[aria-checked="true"]');
    if (!checked) return;
    const below = checked.getBoundingClientRect().bottom - list.getBoundingClientRect().bottom;
    if (below > 0) list.scrollTop += below;
  }, [open]);

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="radio"]') ?? []);
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
    onSelect(chosen);
    close();
  };

  return (
    <Modal open={open} aria-labelledby={titleId} onDismiss={close}>
      <div className={styles.sheet}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={close}>
            <CloseIcon />
          </button>
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
                tabIndex={index === focusIndex ? 0 : -1}
                // Read once, when the sheet opens (Modal focuses it).
                data-autofocus={index === focusIndex ? '' : undefined}
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
      </div>
    </Modal>
  );
}
