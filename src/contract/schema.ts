/**
 * The small subset of JSON Schema the wire contract uses for payloads, and the TypeScript type of a
 * value that satisfies a schema. The schemas are plain data (the sandbox validates payloads with ajv
 * against them), the types are derived from them, so a payload is written down exactly once.
 */

export type JsonSchema =
  | {
      readonly type: 'string';
      readonly enum?: readonly string[];
      readonly minLength?: number;
      readonly maxLength?: number;
      readonly pattern?: string;
      readonly description?: string;
    }
  | {
      readonly type: 'integer' | 'number';
      readonly enum?: readonly number[];
      readonly minimum?: number;
      readonly maximum?: number;
      readonly description?: string;
    }
  | { readonly type: 'boolean'; readonly const?: boolean; readonly description?: string }
  | {
      readonly type: 'array';
      readonly items: JsonSchema;
      readonly maxItems?: number;
      readonly description?: string;
    }
  | ObjectSchema;

export interface ObjectSchema {
  readonly type: 'object';
  readonly properties: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  /** `true` only for the schema forms, whose fields the market's form files define. */
  readonly additionalProperties?: boolean;
  readonly description?: string;
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type ObjectOf<S extends ObjectSchema> = Simplify<
  {
    -readonly [K in keyof S['properties'] as K extends Req<S> ? K : never]: FromSchema<S['properties'][K]>;
  } & {
    -readonly [K in keyof S['properties'] as K extends Req<S> ? never : K]?: FromSchema<S['properties'][K]>;
  } & (S['additionalProperties'] extends true ? Record<string, unknown> : unknown)
>;

type Req<S extends ObjectSchema> = S['required'] extends readonly (infer R)[] ? R : never;

/** The type of a value valid against `S`. */
export type FromSchema<S> = S extends { type: 'string'; enum: readonly (infer E)[] }
  ? E
  : S extends { type: 'string' }
    ? string
    : S extends { type: 'integer' | 'number'; enum: readonly (infer E)[] }
      ? E
      : S extends { type: 'integer' | 'number' }
        ? number
        : S extends { type: 'boolean'; const: true }
          ? true
          : S extends { type: 'boolean' }
            ? boolean
            : S extends { type: 'array'; items: infer I }
              ? FromSchema<I>[]
              : S extends ObjectSchema
                ? ObjectOf<S>
                : never;
