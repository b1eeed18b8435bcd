import { useEffect, useRef } from 'react';

/**
 * An <img> of a Blob through an object URL that is revoked when the blob changes or the image goes,
 * so a photo's memory is given back. Images never live in state as base64 or data URLs.
 */
export function BlobImage({ blob, alt, className }: { blob: Blob; alt: string; className?: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img) return;
    const url = URL.createObjectURL(blob);
    img.src = url;
    return () => {
      img.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return <img ref={ref} className={className} alt={alt} />;
}
