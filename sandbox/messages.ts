/**
 * Every `msg` the sandbox writes, in the two languages of the `lang` header. Keys are typed so a message
 * missing in one language fails the type check instead of showing a key on screen.
 */

export type Lang = 'en' | 'sw_KE';

const en = {
  ok: 'ok',
  serverError: 'Server error, please try again',
  unknownCall: 'Unknown call',
  wrongMethod: 'The call {path} must be sent with {method}',
  bodyTooLarge: 'The request body is too large',

  noPackageName: 'The packageName header is missing',
  badPackageName: 'The packageName header must be printable ASCII',
  notBase64: 'The {part} is not base64url (RFC 4648 §5, without padding)',
  badLength: 'The {part} is not a 16-byte IV followed by whole AES blocks',
  wrongKey: 'The {part} cannot be decrypted with the key of this packageName',
  badPath: 'The decrypted path is not a call path',
  noField: 'No {where} field named 5 letters + 3 digits carries the payload',
  manyFields: 'More than one {where} field is named 5 letters + 3 digits',
  fieldNotString: 'The payload field must be a string',
  bodyNotJson: 'The request body is not JSON',
  bodyNotObject: 'The request body must be a JSON object',
  payloadNotJson: 'The decrypted payload is not JSON',
  payloadNotObject: 'The decrypted payload must be a JSON object',
  noTimestamp: 'The payload has no numeric t (Unix time in seconds)',
  timestampInMs: 'The payload t must be Unix time in seconds, not milliseconds',
  wrongContentType: 'A POST must have Content-Type application/json or multipart/form-data',
  multipartNoBoundary: 'The multipart/form-data Content-Type has no boundary',
  multipartMalformed: 'The multipart body is malformed (cut off, or a part header is broken)',
  duplicatePart: 'The form has more than one text part named {name}',
  tooManyFiles: 'A request may carry at most {max} files',
  tooManyFields: 'A request may carry at most {max} text parts',
  fileTooLarge: 'The file sent as {field} is larger than {limitMb} MB',
  fieldTooLarge: 'The text part {field} is larger than {limitMb} MB',

  notLoggedIn: 'User not logged in',
  tokenInvalid: 'Token invalid, Please login again',
  tokenExpired: 'Token expired, Please login again',
  loggedInElsewhere: 'The account is logged in from another device',

  numberRegistered: 'This number has been registered, please login directly',
  invalidVerifyCode: 'Invalid verification code',
  numberNotRegistered: 'This number is not registered, please register first',

  paramMissing: 'Invalid parameter: {field} is required',
  paramMobile: 'Invalid parameter: mobile must be 9 digits, or 10 digits starting with 0',
  paramCountryCode: 'Invalid parameter: countryCode must be one of {allowed}',
  paramVerifyType: "Invalid parameter: type must be 'login' or 'register'",
  paramCode: 'Invalid parameter: code must be a string of digits',
  paramForm: 'Invalid parameter: {field}: {reason}',
  paramUnknownField: 'Invalid parameter: {field} is not a field of the {form} form',
  paramNotImage: 'Invalid parameter: {field} must be a JPEG, PNG or WebP image',
};

export type MessageKey = keyof typeof en;

const sw: Record<MessageKey, string> = {
  ok: 'sawa',
  serverError: 'Hitilafu ya seva, tafadhali jaribu tena',
  unknownCall: 'Ombi lisilojulikana',
  wrongMethod: 'Ombi {path} lazima litumwe kwa {method}',
  bodyTooLarge: 'Mwili wa ombi ni mkubwa mno',

  noPackageName: 'Kichwa cha packageName hakipo',
  badPackageName: 'Kichwa cha packageName lazima kiwe herufi za ASCII zinazochapishwa',
  notBase64: '{part} si base64url (RFC 4648 §5, bila pedi)',
  badLength: '{part} si IV ya baiti 16 ikifuatiwa na vitalu kamili vya AES',
  wrongKey: '{part} haiwezi kusimbuliwa kwa ufunguo wa packageName hii',
  badPath: 'Njia iliyosimbuliwa si njia ya ombi',
  noField: 'Hakuna sehemu ya {where} yenye jina la herufi 5 + tarakimu 3 inayobeba data',
  manyFields: 'Zaidi ya sehemu moja ya {where} ina jina la herufi 5 + tarakimu 3',
  fieldNotString: 'Sehemu ya data lazima iwe maandishi',
  bodyNotJson: 'Mwili wa ombi si JSON',
  bodyNotObject: 'Mwili wa ombi lazima uwe kitu cha JSON',
  payloadNotJson: 'Data iliyosimbuliwa si JSON',
  payloadNotObject: 'Data iliyosimbuliwa lazima iwe kitu cha JSON',
  noTimestamp: 'Data haina t ya nambari (muda wa Unix kwa sekunde)',
  timestampInMs: 't ya data lazima iwe muda wa Unix kwa sekunde, si milisekunde',
  wrongContentType: 'POST lazima iwe na Content-Type application/json au multipart/form-data',
  multipartNoBoundary: 'Content-Type ya multipart/form-data haina boundary',
  multipartMalformed: 'Mwili wa multipart umeharibika (umekatika, au kichwa cha sehemu kimevunjika)',
  duplicatePart: 'Fomu ina zaidi ya sehemu moja ya maandishi yenye jina {name}',
  tooManyFiles: 'Ombi linaweza kubeba faili zisizozidi {max}',
  tooManyFields: 'Ombi linaweza kubeba sehemu za maandishi zisizozidi {max}',
  fileTooLarge: 'Faili iliyotumwa kama {field} ni kubwa kuliko MB {limitMb}',
  fieldTooLarge: 'Sehemu ya maandishi {field} ni kubwa kuliko MB {limitMb}',

  notLoggedIn: 'Mtumiaji hajaingia',
  tokenInvalid: 'Tokeni si sahihi, tafadhali ingia tena',
  tokenExpired: 'Muda wa tokeni umeisha, tafadhali ingia tena',
  loggedInElsewhere: 'Akaunti imeingia kutoka kifaa kingine',

  numberRegistered: 'Namba hii tayari imesajiliwa, tafadhali ingia moja kwa moja',
  invalidVerifyCode: 'Msimbo batili wa uthibitishaji',
  numberNotRegistered: 'Namba hii haijasajiliwa, tafadhali jisajili kwanza',

  paramMissing: 'Kigezo batili: {field} kinahitajika',
  paramMobile: 'Kigezo batili: mobile lazima iwe tarakimu 9, au tarakimu 10 zinazoanza na 0',
  paramCountryCode: 'Kigezo batili: countryCode lazima iwe moja ya {allowed}',
  paramVerifyType: "Kigezo batili: type lazima iwe 'login' au 'register'",
  paramCode: 'Kigezo batili: code lazima iwe tarakimu tu',
  paramForm: 'Kigezo batili: {field}: {reason}',
  paramUnknownField: 'Kigezo batili: {field} si sehemu ya fomu ya {form}',
  paramNotImage: 'Kigezo batili: {field} lazima iwe picha ya JPEG, PNG au WebP',
};

const catalogues: Record<Lang, Record<MessageKey, string>> = { en, sw_KE: sw };

export type MessageParams = Readonly<Record<string, string>>;

/** The `lang` header as the app sends it (`en`, `sw_KE`); anything Swahili-like counts, anything else is English. */
export function langFromHeader(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.toLowerCase().startsWith('sw') ? 'sw_KE' : 'en';
}

export function message(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return catalogues[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
