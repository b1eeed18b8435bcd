import { describe, expect, it, vi } from 'vitest';

/** Each test imports the stores fresh, as a cold start of the app would. */
async function coldStart() {
  vi.resetModules();
  const device = await import('../../../src/store/device.ts');
  const session = await import('../../../src/store/session.ts');
  const persist = await import('../../../src/store/persist.ts');
  return { ...device, ...session, ...persist };
}

describe('stores and persistence (spec section 3)', () => {
  it('starts with the device defaults', async () => {
    const { device, session } = await coldStart();
    expect(device).toMatchObject({
      language: null,
      packageName: 'com.tz.pesa.loan',
      afid: '',
      appName: 'PesaLoan',
      deviceMessage: { platform: 'android' },
      featureMode: { live: 1, ocr: -1, frontPermission: -1 },
      popEvaluate: { popupTime: 0, rejectState: 1, loanOrderId: '' },
    });
    expect(session).toMatchObject({ token: '', userInfo: null });
  });

  it('keeps the token, user info and language across a restart', async () => {
    const first = await coldStart();
    first.setSession('tok-1', {
      userId: 1,
      mobile: '712345678',
      countryCode: '255',
      firstName: 'Amani',
      lastName: null,
      stepCode: 6,
      registeredAt: 1,
    });
    first.setStoredLanguage('sw');
    await Promise.resolve(); // valtio saves after the current tick
    await new Promise((r) => setTimeout(r, 0));
    const second = await coldStart();
    expect(second.session.token).toBe('tok-1');
    expect(second.session.userInfo?.firstName).toBe('Amani');
    expect(second.device.language).toBe('sw');
  });

  it('ignores corrupted or wrongly typed records instead of breaking', async () => {
    localStorage.setItem('tzloan:device', '{"packageName": 42, "afid": "af-9", "unknown": true');
    localStorage.setItem('tzloan:session', '{"token": 5, "userInfo": null}');
    const { device, session } = await coldStart();
    expect(device.packageName).toBe('com.tz.pesa.loan');
    expect(device.afid).toBe(''); // the whole record was unreadable JSON
    expect(session.token).toBe('');
    localStorage.setItem('tzloan:device', '{"packageName": 42, "afid": "af-9", "unknown": true}');
    const again = await coldStart();
    expect(again.device.packageName).toBe('com.tz.pesa.loan');
    expect(again.device.afid).toBe('af-9');
    expect('unknown' in again.device).toBe(false);
  });

  it('clears the user on logout, and resetStores restores every default', async () => {
    const s = await coldStart();
    s.setSession('tok', null);
    s.clearSession();
    expect(s.session.token).toBe('');
    s.device.afid = 'x';
    s.resetStores();
    expect(s.device.afid).toBe('');
  });
});
