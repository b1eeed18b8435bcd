/**
 * Photo files for screen stories that upload: drawn on a canvas in the story's browser and encoded as
 * JPEG, so the app's real compression (src/lib/compress-image.ts) runs on them as on a phone.
 */

/** A JPEG "photo" of an ID card side (or a face), `width` × `height` pixels. */
export async function photoFile(name: string, width = 1200, height = 800): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.fillStyle = '#a8743f';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#e9f1f7';
  ctx.fillRect(width * 0.1, height * 0.15, width * 0.8, height * 0.7);
  ctx.fillStyle = '#1a1d1f';
  ctx.font = `${Math.round(height / 14)}px sans-serif`;
  ctx.fillText('JAMHURI YA MUUNGANO WA TANZANIA', width * 0.14, height * 0.3);
  ctx.fillText('19900615-12345-00001-27', width * 0.14, height * 0.6);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('the canvas gave no JPEG');
  return new File([blob], name, { type: 'image/jpeg' });
}

/** A file that says it is a JPEG but is not an image (a renamed document). */
export function notAPhoto(): File {
  return new File(['%PDF-1.7 not a photo'], 'id-card.jpg', { type: 'image/jpeg' });
}
