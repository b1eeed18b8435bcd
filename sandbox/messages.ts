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
  paramUnexpected: 'Invalid parameter: {field} is not a parameter of {path}',
  paramTypeString: 'Invalid parameter: {field} must be a string',
  paramTypeInteger: 'Invalid parameter: {field} must be an integer',
  paramTypeNumber: 'Invalid parameter: {field} must be a number',
  paramTypeBoolean: 'Invalid parameter: {field} must be true or false',
  paramTypeArray: 'Invalid parameter: {field} must be a list',
  paramTypeObject: 'Invalid parameter: {field} must be an object',
  paramEnum: 'Invalid parameter: {field} must be one of {allowed}',
  paramConst: 'Invalid parameter: {field} must be {value}',
  paramMobile: 'Invalid parameter: {field} must be 9 digits, or 10 digits starting with 0',
  paramDigits: 'Invalid parameter: {field} must be 1 to 12 digits',
  paramCallingCode: 'Invalid parameter: {field} must be a calling code of 1 to 4 digits, with or without +',
  paramPattern: 'Invalid parameter: {field} must match {pattern}',
  paramEmpty: 'Invalid parameter: {field} must not be empty',
  paramTooShort: 'Invalid parameter: {field} must be at least {limit} characters',
  paramTooLong: 'Invalid parameter: {field} must be at most {limit} characters',
  paramMinimum: 'Invalid parameter: {field} must be at least {limit}',
  paramMaximum: 'Invalid parameter: {field} must be at most {limit}',
  paramTooManyItems: 'Invalid parameter: {field} may hold at most {limit} items',
  paramCountryCode: 'Invalid parameter: countryCode must be one of {allowed}',
  paramForm: 'Invalid parameter: {field}: {reason}',
  paramUnknownField: 'Invalid parameter: {field} is not a field of the {form} form',
  paramNotImage: 'Invalid parameter: {field} must be a JPEG, PNG or WebP image',
  paramUnknownOrder: 'Invalid parameter: orderNo {orderNo} is not one of your loan orders',

  openLoanExists: 'You already have a loan in progress: one loan at a time',
  stepProfileIncomplete: 'Please complete your application first',
  stepLoanState: 'Not possible now: the loan order {orderNo} is {state}',
  stepNoEarlierLoan: 'You have no earlier loan: apply with loan/loan-order/apply-market',
  reapplyTooSoon: 'You may apply again from {date}',
  amountNotOffered: 'The amount {amount} is not offered: choose {min} to {max} in steps of {step}',
  productUnavailable: 'Product acquisition failure',
  cancelRefused: 'Cancellation fail',
  idRecognitionFailed: 'Id card authentication error. Make sure the letters on the card look clear!',
  idFrontFirst: 'Please upload the front of the ID card first',
  idBackMissing: 'Please upload both sides of the ID card first',
  faceCheckMissing: 'Please complete the face check first',
  livenessFailed: 'The face check did not pass, please try again',
  notAnImage: 'The file is not a JPEG, PNG or WebP image, please take the photo again',
  collectionIncomplete: 'Data collection is not complete: {missing}',
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
  paramUnexpected: 'Kigezo batili: {field} si kigezo cha {path}',
  paramTypeString: 'Kigezo batili: {field} lazima iwe maandishi',
  paramTypeInteger: 'Kigezo batili: {field} lazima iwe namba kamili',
  paramTypeNumber: 'Kigezo batili: {field} lazima iwe namba',
  paramTypeBoolean: 'Kigezo batili: {field} lazima iwe kweli au si kweli',
  paramTypeArray: 'Kigezo batili: {field} lazima iwe orodha',
  paramTypeObject: 'Kigezo batili: {field} lazima iwe kitu cha JSON',
  paramEnum: 'Kigezo batili: {field} lazima iwe moja ya {allowed}',
  paramConst: 'Kigezo batili: {field} lazima iwe {value}',
  paramMobile: 'Kigezo batili: {field} lazima iwe tarakimu 9, au tarakimu 10 zinazoanza na 0',
  paramDigits: 'Kigezo batili: {field} lazima iwe tarakimu 1 hadi 12',
  paramCallingCode: 'Kigezo batili: {field} lazima iwe msimbo wa nchi wa tarakimu 1 hadi 4, na au bila +',
  paramPattern: 'Kigezo batili: {field} lazima ilingane na {pattern}',
  paramEmpty: 'Kigezo batili: {field} kisiwe tupu',
  paramTooShort: 'Kigezo batili: {field} lazima kiwe na herufi {limit} au zaidi',
  paramTooLong: 'Kigezo batili: {field} kisizidi herufi {limit}',
  paramMinimum: 'Kigezo batili: {field} lazima kiwe angalau {limit}',
  paramMaximum: 'Kigezo batili: {field} kisizidi {limit}',
  paramTooManyItems: 'Kigezo batili: {field} kisizidi vitu {limit}',
  paramCountryCode: 'Kigezo batili: countryCode lazima iwe moja ya {allowed}',
  paramForm: 'Kigezo batili: {field}: {reason}',
  paramUnknownField: 'Kigezo batili: {field} si sehemu ya fomu ya {form}',
  paramNotImage: 'Kigezo batili: {field} lazima iwe picha ya JPEG, PNG au WebP',
  paramUnknownOrder: 'Kigezo batili: orderNo {orderNo} si moja ya maombi yako ya mkopo',

  openLoanExists: 'Tayari una mkopo unaoendelea: mkopo mmoja kwa wakati',
  stepProfileIncomplete: 'Tafadhali kamilisha maombi yako kwanza',
  stepLoanState: 'Haiwezekani sasa: ombi la mkopo {orderNo} liko katika hali ya {state}',
  stepNoEarlierLoan: 'Huna mkopo wa awali: omba kwa loan/loan-order/apply-market',
  reapplyTooSoon: 'Unaweza kuomba tena kuanzia {date}',
  amountNotOffered: 'Kiasi {amount} hakitolewi: chagua {min} hadi {max} kwa hatua za {step}',
  productUnavailable: 'Imeshindwa kupata bidhaa',
  cancelRefused: 'Kughairi kumeshindikana',
  idRecognitionFailed:
    'Hitilafu ya uthibitishaji wa kitambulisho. Hakikisha herufi kwenye kadi zinaonekana wazi!',
  idFrontFirst: 'Tafadhali pakia upande wa mbele wa kitambulisho kwanza',
  idBackMissing: 'Tafadhali pakia pande zote mbili za kitambulisho kwanza',
  faceCheckMissing: 'Tafadhali kamilisha uthibitishaji wa uso kwanza',
  livenessFailed: 'Uthibitishaji wa uso haukufaulu, tafadhali jaribu tena',
  notAnImage: 'Faili si picha ya JPEG, PNG au WebP, tafadhali piga picha tena',
  collectionIncomplete: 'Ukusanyaji wa data haujakamilika: {missing}',
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
