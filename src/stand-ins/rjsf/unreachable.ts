/**
 * What the stubs here put in place of a part of RJSF the app build leaves out (scripts/stand-ins.ts,
 * `rjsf-trim`): a function (or component, in the registry of fields, templates and
 * widgets) that throws, naming the part RJSF reached and why the app never expected it to. Each is made
 * once, when its stub module loads, so the registry RJSF rebuilds on every render (Form.getRegistry) stays
 * equal to the last one.
 */
export function unreachable(part: string, why: string): () => never {
  return () => {
    throw new Error(`RJSF reached its ${part}, which the app build leaves out: ${why}`);
  };
}

/** One stand-in per name, for a registry map. */
export function unreachableAll(names: readonly string[], why: string): Record<string, () => never> {
  return Object.fromEntries(names.map((name) => [name, unreachable(name, why)]));
}
