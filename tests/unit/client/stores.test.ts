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

  it('follows another tab: its logout empties the session here and is never written back', async () => {
    const s = await coldStart();
    s.setSession('tok-1', null);
    await new Promise((r) => setTimeout(r, 0));
    expect(localStorage.getItem('tzloan:session')).toContain('tok-1');
    // The other tab logs out: its storage change reaches this tab as a `storage` event.
    localStorage.removeItem('tzloan:session');
    window.dispatchEvent(new StorageEvent('storage', { key: 'tzloan:session', newValue: null }));
    expect(s.session.token).toBe('');
    await new Promise((r) => setTimeout(r, 0));
    expect(localStorage.getItem('tzloan:session')).toBeNull();
    // The other tab logs in as someone else: this tab follows.
    localStorage.setItem('tzloan:session', JSON.stringify({ token: 'tok-2', userInfo: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'tzloan:session' }));
    expect(s.session.token).toBe('tok-2');
    // A change made here afterwards is saved as usual.
    s.setSession('tok-3', null);
    await new Promise((r) => setTimeout(r, 0));
    expect(localStorage.getItem('tzloan:session')).toContain('tok-3');
  });

  it('an explicit logout leaves nothing personal: session, drafts and the half-typed number', async () => {
    const s = await coldStart();
    const { authDraft } = await import('../../../src/store/auth-draft.ts');
    s.setSession('tok', null);
    authDraft.mobile = '712345678';
    s.writeRecord('draft:7:tz:personal', { values: { firstName: 'Amani' } });
    await new Promise((r) => setTimeout(r, 0));
    s.logOut();
    await new Promise((r) => setTimeout(r, 0));
    expect(authDraft.mobile).toBe('');
    expect(Object.keys(localStorage).filter((k) => k.startsWith('tzloan:draft:'))).toEqual([]);
    expect(localStorage.getItem('tzloan:authDraft') ?? '').not.toContain('712345678');
    expect(localStorage.getItem('tzloan:session') ?? '').not.toContain('"tok"');
  });

  it('two sign-ins whose replies come back in reverse order leave the newer one', async () => {
    const s = await coldStart();
    const older = s.startSignIn();
    const newer = s.startSignIn();
    expect(newer('tok-new', null)).toBe(true);
    expect(older('tok-old', null)).toBe(false);
    expect(s.session.token).toBe('tok-new');
  });
});
