/**
 * Whether a field's limits leave any value that passes them: a field that no value can satisfy blocks the
 * form for every borrower, so the lint refuses it (minLength above maxLength, a pattern whose matches are
 * all shorter than minLength, an empty or all-wrong list of options, …).
 */
import type { JsonSchema } from '../spec.ts';

export interface Range {
  min: number;
  max: number;
}

/**
 * The lengths (in UTF-16 units) of the strings a regular expression can match as a whole string, for the
 * plain patterns forms use (literals, classes, groups, alternatives, quantifiers, anchors, lookarounds);
 * null when the pattern holds something this reading does not follow (a back-reference…). Without both
 * anchors a match may sit inside a longer text, so the longest is unbounded.
 */
/** A pattern this reading cannot follow. */
const fail = (): null => null;

export function patternLengths(pattern: string): Range | null {
  let i = 0;
  const anchoredStart = pattern.startsWith('^');
  const anchoredEnd = pattern.endsWith('$') && !pattern.endsWith('\\$');

  function atom(): Range | null {
    const c = pattern[i];
    if (c === undefined) return null;
    if (c === '(') {
      i += 1;
      let zeroWidth = false;
      if (pattern[i] === '?') {
        const kind = pattern.slice(i, i + 3);
        if (kind.startsWith('?:')) i += 2;
        else if (kind.startsWith('?=') || kind.startsWith('?!')) {
          i += 2;
          zeroWidth = true;
        } else if (kind === '?<=' || kind === '?<!') {
          i += 3;
          zeroWidth = true;
        } else if (kind.startsWith('?<')) {
          const close = pattern.indexOf('>', i);
          if (close < 0) return fail();
          i = close + 1;
        } else return fail();
      }
      const inner = alternatives(')');
      if (inner === null || pattern[i] !== ')') return fail();
      i += 1;
      return zeroWidth ? { min: 0, max: 0 } : inner;
    }
    if (c === '[') {
      i += 1;
      if (pattern[i] === '^') i += 1;
      if (pattern[i] === ']') i += 1;
      while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
      if (pattern[i] !== ']') return fail();
      i += 1;
      return { min: 1, max: 1 };
    }
    if (c === '\\') {
      const next = pattern[i + 1];
      if (next === undefined) return fail();
      if (/[1-9k]/.test(next)) return fail(); // a back-reference
      if (next === 'b' || next === 'B') {
        i += 2;
        return { min: 0, max: 0 };
      }
      if ((next === 'p' || next === 'P' || next === 'u') && pattern[i + 2] === '{') {
        const close = pattern.indexOf('}', i);
        if (close < 0) return fail();
        i = close + 1;
        return { min: 1, max: 1 };
      }
      i += next === 'u' ? 6 : next === 'x' ? 4 : next === 'c' ? 3 : 2;
      return { min: 1, max: 1 };
    }
    if (c === '^' || c === '$') {
      i += 1;
      return { min: 0, max: 0 };
    }
    if (c === ')' || c === '|') return fail();
    i += 1;
    return { min: 1, max: 1 };
  }

  function quantified(): Range | null {
    const base = atom();
    if (base === null) return null;
    const q = pattern[i];
    let low = 1;
    let high = 1;
    if (q === '?') [low, high, i] = [0, 1, i + 1];
    else if (q === '*') [low, high, i] = [0, Infinity, i + 1];
    else if (q === '+') [low, high, i] = [1, Infinity, i + 1];
    else if (q === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      if (m) {
        low = Number(m[1]);
        high = m[2] === undefined ? low : m[3] === '' ? Infinity : Number(m[3]);
        i += m[0].length;
      }
    }
    if (low !== 1 || high !== 1) {
      if (pattern[i] === '?') i += 1; // lazy: the same lengths
    }
    return { min: base.min * low, max: base.max === 0 ? 0 : base.max * high };
  }

  function sequence(end: string | null): Range | null {
    const total = { min: 0, max: 0 };
    while (i < pattern.length && pattern[i] !== '|' && pattern[i] !== end) {
      const part = quantified();
      if (part === null) return null;
      total.min += part.min;
      total.max += part.max;
    }
    return total;
  }

  function alternatives(end: string | null): Range | null {
    let range = sequence(end);
    while (range !== null && pattern[i] === '|') {
      i += 1;
      const other = sequence(end);
      if (other === null) return null;
      range = { min: Math.min(range.min, other.min), max: Math.max(range.max, other.max) };
    }
    return range;
  }

  const whole = alternatives(null);
  if (whole === null || i !== pattern.length) return null;
  return anchoredStart && anchoredEnd ? whole : { min: whole.min, max: Infinity };
}

const typeOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'integer'
          : 'number'
        : typeof value;

/** Whether `value` passes the field's own limits (type, lengths, pattern, range). */
export function passesLimits(field: JsonSchema, value: unknown): boolean {
  const type = field.type;
  if (typeof type === 'string') {
    const actual = typeOf(value);
    if (!(actual === type || (type === 'number' && actual === 'integer'))) return false;
  }
  if (typeof value === 'string') {
    if (typeof field.minLength === 'number' && [...value].length < field.minLength) return false;
    if (typeof field.maxLength === 'number' && [...value].length > field.maxLength) return false;
    if (typeof field.pattern === 'string') {
      try {
        if (!new RegExp(field.pattern, 'u').test(value)) return false;
      } catch {
        return true; // the pattern's own problem is reported elsewhere
      }
    }
  }
  if (typeof value === 'number') {
    if (typeof field.minimum === 'number' && value < field.minimum) return false;
    if (typeof field.maximum === 'number' && value > field.maximum) return false;
  }
  return true;
}

/** Why no value can satisfy the field, or null when some can. `{limit}` words name the keywords. */
export function unsatisfiable(field: JsonSchema): { keyword: string; why: string } | null {
  const num = (key: string) => (typeof field[key] === 'number' ? (field[key] as number) : undefined);
  const [minLength, maxLength] = [num('minLength'), num('maxLength')];
  if (minLength !== undefined && maxLength !== undefined && minLength > maxLength)
    return { keyword: 'minLength', why: `minLength ${minLength} is above maxLength ${maxLength}` };
  const [minimum, maximum] = [num('minimum'), num('maximum')];
  const [exclusiveMinimum, exclusiveMaximum] = [num('exclusiveMinimum'), num('exclusiveMaximum')];
  const low = exclusiveMinimum ?? minimum;
  const high = exclusiveMaximum ?? maximum;
  if (low !== undefined && high !== undefined) {
    const open = exclusiveMinimum !== undefined || exclusiveMaximum !== undefined;
    if (
      low > high ||
      (open && low >= high) ||
      (field.type === 'integer' && Math.ceil(low) > Math.floor(high))
    )
      return { keyword: 'minimum', why: `no number lies between ${low} and ${high}` };
  }
  const [minItems, maxItems] = [num('minItems'), num('maxItems')];
  if (minItems !== undefined && maxItems !== undefined && minItems > maxItems)
    return { keyword: 'minItems', why: `minItems ${minItems} is above maxItems ${maxItems}` };
  if (Array.isArray(field.enum)) {
    if (field.enum.length === 0) return { keyword: 'enum', why: 'the list of options is empty' };
    if (!field.enum.some((value) => passesLimits(field, value)))
      return { keyword: 'enum', why: 'none of its options passes its own type, lengths or pattern' };
  }
  if ('const' in field && !passesLimits(field, field.const))
    return { keyword: 'const', why: 'its one allowed value does not pass its own type, lengths or pattern' };
  if (typeof field.pattern === 'string') {
    const lengths = patternLengths(field.pattern);
    if (lengths) {
      const shortest = Math.max(lengths.min, minLength ?? 0);
      const longest = Math.min(lengths.max, maxLength ?? Infinity);
      if (shortest > longest) {
        return {
          keyword: 'pattern',
          why: `its pattern matches texts of ${lengths.min === lengths.max ? lengths.min : `${lengths.min} to ${lengths.max === Infinity ? 'any number of' : lengths.max}`} characters, outside minLength ${minLength ?? 0} – maxLength ${maxLength ?? 'none'}`,
        };
      }
    }
  }
  if (
    field.type === 'array' &&
    typeof field.items === 'object' &&
    field.items !== null &&
    (minItems ?? 0) > 0
  ) {
    const inner = unsatisfiable(field.items as JsonSchema);
    if (inner)
      return {
        keyword: 'items',
        why: `it needs at least ${minItems} item(s) but no item can be valid: ${inner.why}`,
      };
  }
  if (field.default !== undefined && !passesLimits(field, field.default)) return null; // a default that fails is reported on its own by the lint
  return null;
}
