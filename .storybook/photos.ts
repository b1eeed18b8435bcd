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

/**
 * A "pixel bomb": a PNG of a few hundred bytes whose header says 20000 × 20000 (400 MP, 1.6 GB once
 * decoded). The app reads its size from the header and refuses it before decoding (issue 27).
 */
export function pixelBomb(): File {
  const bytes = new Uint8Array(8 + 25 + 200);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, 20_000); // width, big-endian as PNG has it
  view.setUint32(20, 20_000); // height
  bytes.set([8, 0, 0, 0, 0], 24); // 8-bit grey
  return new File([bytes], 'receipt.png', { type: 'image/png' });
}

/** A real JPEG photo of 25 MB in all (the photo, then bytes no decoder reads): over the 20 MB limit. */
export async function heavyPhoto(): Promise<File> {
  const photo = await photoFile('photo.jpg');
  return new File([photo, new Uint8Array(25 * 1024 * 1024 - photo.size)], 'photo.jpg', {
    type: 'image/jpeg',
  });
}
