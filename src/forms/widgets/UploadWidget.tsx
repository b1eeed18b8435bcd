import { useEffect, useReducer, useRef, useState, type ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';
import { CheckIcon, CloseIcon } from '../../ui/icons/controls.tsx';
import { DocumentIcon } from '../../ui/icons/menu.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import type { UploadView } from '../ui-view.ts';
import { acceptsType, MB, refsOf, type UploadStatus } from '../uploads.ts';
import { engineOf } from './local-value.ts';
import { prepareFile, RefusedFile, sendFile } from './upload-run.ts';
import { doneRefs, isBusy, restoredEntry, uploadReducer, type UploadEntry } from './upload-state.ts';
import styles from './widgets.module.css';
import { fieldProps } from './widget-props.ts';

let nextId = 1;

/** Why a picked file was not taken. */
type Refusal = Exclude<keyof UploadView['messages'], 'uploadFailed'>;

const statusOf = (entries: readonly UploadEntry[]): UploadStatus =>
  entries.some(isBusy) ? 'busy' : entries.some((entry) => entry.state === 'failed') ? 'failed' : 'idle';

/**
 * Files for a field the form's rules declare under `uploads`: picked from the gallery or the camera,
 * checked for type, size and count before anything is read, compressed on the phone (images), and
 * uploaded at once by the rule's call, each with its progress bar and Cancel; a failed upload keeps its
 * prepared file for a one-tap Retry. The field's value is the server's references of the files it took.
 * Loaded only with a form that has an upload field (LazyUploadWidget.tsx).
 */
export default function UploadWidget(props: WidgetProps) {
  const t = useT();
  const field = fieldProps(props);
  const rule = props.options.upload as UploadView;
  const engine = engineOf(props);
  const { name, onChange } = props;
  const [entries, dispatch] = useReducer(uploadReducer, props.value, (value: unknown) =>
    refsOf(value).map((ref) => restoredEntry(nextId++, ref)),
  );
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const runs = useRef(new Map<number, AbortController>());
  /** Values sent to the form and not yet seen back (see useLocalValue for why). */
  const pending = useRef<string[]>([]);
  const latest = useRef(entries);
  latest.current = entries;

  // The references of the files done are the field's value, sent as they change.
  const refs = doneRefs(entries).join('\n');
  const sent = useRef(refs);
  useEffect(() => {
    if (refs === sent.current) return;
    sent.current = refs;
    pending.current.push(refs);
    const value = refs === '' ? undefined : refs.split('\n');
    engine?.typed(name, value);
    onChange(value);
    // oxlint-disable-next-line react/exhaustive-deps -- only a change of the references is sent
  }, [refs]);

  // A value the form sets itself (a reset, a restored draft) replaces the files done.
  const given = refsOf(props.value).join('\n');
  useEffect(() => {
    const at = pending.current.indexOf(given);
    if (at !== -1) {
      pending.current = pending.current.slice(at + 1);
      return;
    }
    if (given === sent.current) return;
    sent.current = given;
    const list = given === '' ? [] : given.split('\n');
    dispatch({ type: 'restored', refs: list, nextId });
    nextId += list.length;
  }, [given]);

  const status = statusOf(entries);
  useEffect(() => engine?.uploadStatus(name, status), [engine, name, status]);

  // Leaving the form (or the field being hidden) stops every upload and lets the thumbnails go.
  useEffect(() => {
    const controllers = runs.current;
    return () => {
      for (const controller of controllers.values()) controller.abort();
      for (const entry of latest.current) if (entry.preview) URL.revokeObjectURL(entry.preview);
      engine?.uploadStatus(name, 'idle');
    };
    // oxlint-disable-next-line react/exhaustive-deps -- on unmount only
  }, []);

  const drop = (entry: UploadEntry) => {
    runs.current.get(entry.id)?.abort();
    runs.current.delete(entry.id);
    if (entry.preview) URL.revokeObjectURL(entry.preview);
    dispatch({ type: 'removed', id: entry.id });
  };

  const run = (entry: UploadEntry, file: Blob | null, prepared: Blob | null) => {
    const controller = new AbortController();
    runs.current.set(entry.id, controller);
    const { signal } = controller;
    const progress = (percent: number) => dispatch({ type: 'progressed', id: entry.id, progress: percent });
    const work = async () => {
      let ready = prepared;
      if (!ready) {
        ready = await prepareFile(file as Blob, rule, signal, progress);
        dispatch({ type: 'prepared', id: entry.id, prepared: ready });
      }
      return sendFile(ready, rule, engine?.uploaders ?? {}, signal, progress);
    };
    work()
      .then(
        (ref) => {
          if (!signal.aborted) dispatch({ type: 'done', id: entry.id, ref });
        },
        (error: unknown) => {
          if (signal.aborted) return; // cancelled: the file is already gone
          if (error instanceof RefusedFile) {
            drop(entry);
            setRefusal(error.problem);
          } else dispatch({ type: 'failed', id: entry.id });
        },
      )
      .finally(() => {
        if (runs.current.get(entry.id) === controller) runs.current.delete(entry.id);
      });
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file can be picked again after removing it
    let room = rule.maxCount - entries.length;
    let problem: Refusal | null = null;
    for (const file of chosen) {
      // Type and size from what the picker says, before a byte of the file is read.
      if (!acceptsType(rule.accept, file.type)) problem = 'fileType';
      else if (file.size > rule.maxSizeMb * MB) problem = 'maxSize';
      else if (room <= 0) problem = 'maxItems';
      else {
        room -= 1;
        const entry: UploadEntry = {
          id: nextId++,
          state: rule.compress === 'none' ? 'uploading' : 'compressing',
          name: file.name,
          preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
          file,
          prepared: null,
          progress: 0,
          ref: null,
        };
        dispatch({ type: 'added', entry });
        run(entry, file, null);
      }
    }
    setRefusal(problem);
  };

  const retry = (entry: UploadEntry) => {
    if (runs.current.has(entry.id)) return; // a double tap sends once
    dispatch({ type: 'retried', id: entry.id });
    run(entry, entry.file, entry.prepared);
  };

  const images = rule.accept.every((type) => type.startsWith('image/'));
  const room = rule.maxCount - entries.length;
  return (
    <>
      {entries.length > 0 ? (
        <ul className={styles.uploads}>
          {entries.map((entry, index) => {
            const n = index + 1;
            const busy = isBusy(entry);
            return (
              <li key={entry.id} className={styles.upload} data-state={entry.state}>
                {entry.preview ? (
                  <img
                    className={styles.uploadThumb}
                    src={entry.preview}
                    alt={t('forms.upload.alt', { n })}
                  />
                ) : (
                  <span className={styles.uploadThumb} aria-hidden="true">
                    <DocumentIcon size="1.5em" />
                  </span>
                )}
                <div className={styles.uploadBody}>
                  <p className={styles.uploadName}>
                    {entry.name || t(images ? 'forms.upload.alt' : 'forms.upload.file', { n })}
                  </p>
                  <p className={styles.uploadStatus} aria-live="polite">
                    {entry.state === 'done' ? <CheckIcon size="1.25em" /> : null}
                    {entry.state === 'failed' ? null : t(`forms.upload.${entry.state}`)}
                  </p>
                  {busy ? (
                    <ProgressBar label={t('forms.upload.progressOf', { n })} value={entry.progress} />
                  ) : null}
                </div>
                {busy ? (
                  <Button
                    variant="text"
                    onClick={() => drop(entry)}
                    aria-label={t('forms.upload.cancelOf', { n })}
                  >
                    {t('forms.upload.cancel')}
                  </Button>
                ) : null}
                {entry.state === 'failed' ? (
                  <Button
                    variant="secondary"
                    onClick={() => retry(entry)}
                    aria-label={t('forms.upload.retryOf', { n })}
                  >
                    {t('forms.upload.retry')}
                  </Button>
                ) : null}
                {busy ? null : (
                  <button
                    type="button"
                    className={styles.uploadRemove}
                    aria-label={t('forms.upload.remove', { n })}
                    onClick={() => drop(entry)}
                  >
                    <CloseIcon size="1.25em" />
                  </button>
                )}
                {entry.state === 'failed' ? (
                  <p className={styles.uploadError} role="alert">
                    {rule.messages.uploadFailed}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {room > 0 ? (
        <label className={styles.add}>
          <input
            id={field.id}
            className={styles.fileInput}
            type="file"
            accept={rule.accept.join(',')}
            multiple={room > 1}
            aria-describedby={field.describedBy}
            aria-invalid={field.invalid || undefined}
            onChange={pick}
          />
          {t(images ? 'forms.upload.addPicture' : 'forms.upload.addFile', {
            count: entries.length,
            max: rule.maxCount,
          })}
        </label>
      ) : null}
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- TalkBack on older WebViews does not treat <output> as a live region. */}
      <p className={styles.pickError} role="status">
        {refusal ? rule.messages[refusal] : null}
      </p>
    </>
  );
}
