/**
 * Payload checks by schema: every call's payload schema in the contract (src/contract/calls.ts), plus the
 * transport's `t`, compiled once with ajv when the sandbox starts. A payload that fails is answered with
 * envelope code 400 (HTTP 200) and a message naming the field and the problem, in the caller's language.
 * Business rules (a country we serve, the right verification code) stay with the calls.
 */
import Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { CALLS } from '../src/contract/calls.ts';
import type { CallPath } from '../src/contract/calls.ts';
import type { ObjectSchema } from '../src/contract/schema.ts';
import { ApiError, Code } from './errors.ts';
import { mobileParamError } from './params.ts';
import type { MessageKey } from './messages.ts';

/** Unix seconds, as every payload carries them (protocol.ts has already refused milliseconds). */
const TIMESTAMP = { type: 'integer', minimum: 1 } as const;

/** The payload schema as the wire has it: the contract's, plus the required `t`. */
export function wireSchema(schema: ObjectSchema): object {
  return {
    ...schema,
    properties: { ...schema.properties, t: TIMESTAMP },
    required: [...(schema.required ?? []), 't'],
    additionalProperties: schema.additionalProperties ?? false,
  };
}

const props = CALLS['security/register'].payload.properties;
/** Patterns of the contract that have a message of their own; any other pattern is named as it is. */
const PATTERN_MESSAGES: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  [props.mobile.pattern, 'paramMobile'],
  [props.code.pattern, 'paramDigits'],
  [props.countryCode.pattern, 'paramCallingCode'],
]);

const TYPE_MESSAGES: Readonly<Record<string, MessageKey>> = {
  string: 'paramTypeString',
  integer: 'paramTypeInteger',
  number: 'paramTypeNumber',
  boolean: 'paramTypeBoolean',
  array: 'paramTypeArray',
  object: 'paramTypeObject',
};

/** `/images/0` → `images[0]`: the field as a client developer would write it. */
function fieldName(instancePath: string, child?: string): string {
  const parts = instancePath.split('/').slice(1);
  if (child !== undefined) parts.push(child);
  return parts.reduce(
    (name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    '',
  );
}

/** The envelope error for ajv's first error. */
export function invalidPayload(error: ErrorObject, path: string): ApiError {
  const field = fieldName(error.instancePath);
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return ApiError.invalidParam('paramMissing', {
        field: fieldName(error.instancePath, String(p['missingProperty'])),
      });
    case 'additionalProperties':
      return ApiError.invalidParam('paramUnexpected', {
        field: fieldName(error.instancePath, String(p['additionalProperty'])),
        path,
      });
    case 'type':
      return ApiError.invalidParam(TYPE_MESSAGES[String(p['type'])] ?? 'paramTypeObject', { field });
    case 'enum':
      return ApiError.invalidParam('paramEnum', {
        field,
        allowed: (p['allowedValues'] as unknown[]).map(String).join(', '),
      });
    case 'const':
      return ApiError.invalidParam('paramConst', { field, value: String(p['allowedValue']) });
    case 'pattern': {
      const pattern = String(p['pattern']);
      const key = PATTERN_MESSAGES.get(pattern) ?? 'paramPattern';
      // A mobile number's message names the market's length (sandbox/params.ts).
      if (key === 'paramMobile') return mobileParamError(field);
      return ApiError.invalidParam(key, { field, pattern });
    }
    case 'minLength':
      return ApiError.invalidParam(p['limit'] === 1 ? 'paramEmpty' : 'paramTooShort', {
        field,
        limit: String(p['limit']),
      });
    case 'maxLength':
      return ApiError.invalidParam('paramTooLong', { field, limit: String(p['limit']) });
    case 'minimum':
      return ApiError.invalidParam('paramMinimum', { field, limit: String(p['limit']) });
    case 'maximum':
      return ApiError.invalidParam('paramMaximum', { field, limit: String(p['limit']) });
    case 'maxItems':
      return ApiError.invalidParam('paramTooManyItems', { field, limit: String(p['limit']) });
    default:
      // A keyword the contract does not use yet: still say which field, with ajv's own wording.
      return ApiError.invalidParam('paramForm', {
        field: field || 'payload',
        reason: error.message ?? error.keyword,
      });
  }
}

type FieldRefusal = (keyword: string) => ApiError | undefined;

/** Missing or empty: the spec's own message (section 8) instead of the generic one. */
const whenEmpty =
  (code: number, key: MessageKey): FieldRefusal =>
  (keyword) =>
    keyword === 'required' || keyword === 'minLength' ? ApiError.business(code, key) : undefined;

const orderNo = whenEmpty(Code.orderNoEmpty, 'orderNoEmpty');
const channelId = whenEmpty(Code.channelIdEmpty, 'channelIdEmpty');
/** A repay amount: not a whole number, or below 1 (spec section 5's messages). */
const repayAmount: FieldRefusal = (keyword) => {
  if (keyword === 'type') return ApiError.business(Code.repayNotInteger, 'repayNotInteger');
  if (keyword === 'minimum') return ApiError.business(Code.repayBelowFloor, 'repayBelowFloor');
  return undefined;
};

/**
 * The repayment calls whose field problems have messages of their own in spec sections 5 and 8
 * ('orderNo cannot be empty', 'Please enter an integer amount', …): by call, then by field.
 */
const FIELD_REFUSALS: Partial<Record<CallPath, Readonly<Record<string, FieldRefusal>>>> = {
  'portal/repayment/detail': { orderNo },
  'portal/repayment/confirm': { orderNo, channelId, amount: repayAmount },
  'portal/repayment/status': { payOrderId: whenEmpty(Code.payOrderIdEmpty, 'payOrderIdEmpty') },
  'portal/repayment/proof': { orderNo, channelId, amount: repayAmount },
  'repay/getExtensionData': { orderNo },
  'repay/confirmExtensionOrder': { orderNo, channelId },
  'lottery-draw/coupon/use': { orderNo },
};

/** The top-level field an ajv error is about. */
function topField(error: ErrorObject): string {
  if (error.keyword === 'required')
    return String((error.params as Record<string, unknown>)['missingProperty']);
  return error.instancePath.split('/')[1] ?? '';
}

/** The call's own refusal for this problem, else the generic one naming the field. */
export function refusalFor(error: ErrorObject, path: CallPath): ApiError {
  return FIELD_REFUSALS[path]?.[topField(error)]?.(error.keyword) ?? invalidPayload(error, path);
}

export interface PayloadValidators {
  /** Throws the envelope error of the payload's first problem against the call's schema. */
  check(path: CallPath, payload: unknown): void;
}

/** The contract is fixed for the life of the process: its schemas are compiled once (~80 ms), not per sandbox. */
let compiled: ReadonlyMap<string, ValidateFunction> | undefined;

function compileAll(): ReadonlyMap<string, ValidateFunction> {
  // One error is enough for the message; strict mode catches a typo in the contract at start-up.
  const ajv = new Ajv({ allErrors: false, strict: true });
  return new Map(Object.entries(CALLS).map(([path, spec]) => [path, ajv.compile(wireSchema(spec.payload))]));
}

/** Every call's payload schema, compiled when the first sandbox starts. */
export function payloadValidators(): PayloadValidators {
  const validators = (compiled ??= compileAll());
  return {
    check(path, payload): void {
      const validate = validators.get(path);
      if (!validate) throw new Error(`no payload schema for ${path}`);
      const first = validate(payload) ? undefined : validate.errors?.[0];
      if (first) throw refusalFor(first, path);
    },
  };
}
