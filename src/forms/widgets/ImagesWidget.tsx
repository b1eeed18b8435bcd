import { useState, type ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../i18n/i18n.ts';
import { CloseIcon } from '../../ui/icons/controls.tsx';
import styles from './widgets.module.css';
import { fieldProps, optionNumber } from './widget-props.ts';

/** One picked picture as the form holds it; the file itself stays in memory (see `pickedFile`). */
export interface PickedImage {
  name: string;
  type: string;
  /** Bytes. */
  size: number;
  /** An object URL for the preview and for finding the file again. */
  url: string;
}

const MB = 1024 * 1024; // bytes
const DEFAULT_MAX_COUNT = 3;
/** Spec section 5: a feedback file may be up to 20 MB. */
const DEFAULT_MAX_MB = 20;

const files = new Map<string, File>();

/** The file behind a picked image, for the screen that uploads it. */
export function pickedFile(url: string): File | undefined {
  return files.get(url);
}

const imagesOf = (value: unknown): PickedImage[] => (Array.isArray(value) ? (value as PickedImage[]) : []);

/**
 * Pictures for a feedback ticket. Type and size are checked before a file is read (images only, at most
 * `maxSizeMb`), and no more than `maxCount` are kept; each refusal says why, with the spec's messages.
 */
export function ImagesWidget(props: WidgetProps) {
  const t = useT();
  const field = fieldProps(props);
  const [refusal, setRefusal] = useState<string | null>(null);
  const maxCount = optionNumber(props, 'maxCount') ?? DEFAULT_MAX_COUNT;
  const maxMb = optionNumber(props, 'maxSizeMb') ?? DEFAULT_MAX_MB;
  const images = imagesOf(props.value);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same picture can be picked again after removing it
    const next = [...images];
    let problem: string | null = null;
    for (const file of chosen) {
      if (!file.type.startsWith('image/')) problem = t('forms.images.typeError');
      else if (file.size > maxMb * MB) problem = t('forms.images.sizeError', { limit: maxMb });
      else if (next.length >= maxCount) problem = t('forms.images.tooMany', { limit: maxCount });
      else {
        const url = URL.createObjectURL(file);
        files.set(url, file);
        next.push({ name: file.name, type: file.type, size: file.size, url });
      }
    }
    setRefusal(problem);
    props.onChange(next.length > 0 ? next : undefined);
  };

  const remove = (index: number) => {
    const image = images[index];
    if (image) {
      URL.revokeObjectURL(image.url);
      files.delete(image.url);
    }
    const next = images.filter((_, i) => i !== index);
    setRefusal(null);
    props.onChange(next.length > 0 ? next : undefined);
  };

  return (
    <>
      <div className={styles.images}>
        {images.map((image, index) => (
          <div key={image.url} className={styles.thumb}>
            <img src={image.url} alt={t('forms.images.alt', { n: index + 1 })} />
            <button
              type="button"
              className={styles.remove}
              aria-label={t('forms.images.remove', { n: index + 1 })}
              onClick={() => remove(index)}
            >
              <CloseIcon size="1.25em" />
            </button>
          </div>
        ))}
        {images.length < maxCount ? (
          <label className={styles.add}>
            <input
              id={field.id}
              className={styles.fileInput}
              type="file"
              accept="image/*"
              multiple
              aria-describedby={field.describedBy}
              aria-invalid={field.invalid || undefined}
              onChange={pick}
            />
            {t('forms.images.add', { count: images.length, max: maxCount })}
          </label>
        ) : null}
      </div>
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- TalkBack on older WebViews does not treat <output> as a live region. */}
      <p className={styles.pickError} role="status">
        {refusal}
      </p>
    </>
  );
}
