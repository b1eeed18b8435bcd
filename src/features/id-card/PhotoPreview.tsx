import styles from './id-card.module.css';
import { BlobImage } from './BlobImage.tsx';

/** The photo of a slot, from its Blob; an outline with a camera while there is none. */
export function PhotoPreview({
  photo,
  alt,
  emptyLabel,
  round = false,
}: {
  photo: Blob | null;
  alt: string;
  emptyLabel: string;
  /** The face: a round frame. */
  round?: boolean;
}) {
  return (
    <div className={styles.preview} data-shape={round ? 'round' : 'card'}>
      {photo ? (
        <BlobImage className={styles.image} blob={photo} alt={alt} />
      ) : (
        <span className={styles.placeholder}>
          <CameraIcon />
          <span className={styles.placeholderText}>{emptyLabel}</span>
        </span>
      )}
    </div>
  );
}

/** Drawn like src/ui/icons.tsx; kept here so that it loads with this screen, not with the first one. */
function CameraIcon() {
  return (
    <svg
      width={32}
      height={32}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 8h3l1.5-2.5h7L17 8h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}
