import type { CollectionFlags } from '../contract/entities.ts';
import { market, type Market, type PermissionId } from '../store/market.ts';

/**
 * The collection steps the disclosure has words for (`permissions.items.<step>` in every locale). A market
 * that collects another step must add its texts here first: until then `disclosedData` refuses it, and
 * tests/unit/client/data-disclosure.test.ts fails for that market's file.
 */
export const DISCLOSABLE_STEPS = ['device', 'exif', 'location'] as const satisfies ReadonlyArray<
  keyof CollectionFlags
>;
type DisclosableStep = (typeof DISCLOSABLE_STEPS)[number];

/** One kind of data the /pop and /pre disclosure lists; its texts are `permissions.items.<id>`. */
export type DisclosedId = PermissionId | DisclosableStep;

const isDisclosable = (step: keyof CollectionFlags): step is DisclosableStep =>
  (DISCLOSABLE_STEPS as readonly string[]).includes(step);

/**
 * What the permission disclosure lists (docs/decisions.md: every kind of data the data-collection gate will
 * ask the native app for, from the same market data, so the two can never disagree): the phone's
 * permissions the market asks for (`permissions`: the camera for the ID photos and the face check), then
 * every step of `collectionSteps`, the very list the gate (src/loan/collection-gate.ts) asks the native app
 * to collect. A kind that is both (location) is listed once.
 */
export function disclosedData(of: Pick<Market, 'permissions' | 'collectionSteps'> = market): DisclosedId[] {
  const steps = of.collectionSteps.map((step) => {
    if (!isDisclosable(step)) throw new Error(`collection step "${step}" has no disclosure text`);
    return step;
  });
  return [...new Set<DisclosedId>([...of.permissions, ...steps])];
}
