import { faceCheck } from '../../bridge/actions.ts';
import { device } from '../../store/device.ts';
import type { FaceSource } from './send-photo.ts';

/**
 * The face check inside the Android app: the SDK the feature mode picks (live = 1: Accuauth, else
 * BoYingFei) takes the selfie and checks liveness. Its base64 image becomes a Blob here, at once, so no
 * base64 string is ever kept in the screen's state. Rejects with the BridgeError of the bridge.
 */
export async function nativeFaceCheck(orderNo: string): Promise<{ photo: Blob; face: FaceSource }> {
  const live = device.featureMode.live;
  const result = await faceCheck(live, orderNo);
  const face: FaceSource = { sdk: live === 1 ? 'accuauth' : 'boyingfei' };
  if (typeof result.livenessScore === 'number' && Number.isFinite(result.livenessScore)) {
    face.score = Math.min(100, Math.max(0, result.livenessScore));
  }
  // The SDK's signed verdict goes to the server as it came: the server, not the page, decides (issue 27).
  const signed = result.liveness;
  if (signed) {
    Object.assign(face, {
      livenessId: signed.livenessId,
      score: signed.score,
      issuedAt: signed.issuedAt,
      signature: signed.signature,
    });
  }
  return { photo: base64ToBlob(result.imageBase64, 'image/jpeg'), face };
}

/** Base64 (no `data:` prefix) → Blob of its bytes. */
export function base64ToBlob(base64: string, type: string): Blob {
  const binary = atob(base64.replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** The browser's selfie from the front camera (a file input with capture="user"). */
export const CAMERA_FACE: FaceSource = { sdk: 'camera' };
