import { vi } from 'vitest';
import { withFakes } from './mocks.ts';
import * as collection from '../../src/api/collection.ts';
import * as actions from '../../src/bridge/actions.ts';
import * as bridge from '../../src/bridge/bridge.ts';
import type { CollectionFlags } from '../../src/contract/entities.ts';

/*
 * The data-collection gate's stand-ins: the server's two collection calls and the native app, each test
 * answering for them. Import this module before anything that imports the gate or the modules mocked here,
 * and load the gate after it (`await import(…)`), so that the gate gets the stand-ins.
 */
vi.mock('../../src/api/collection.ts', (original) => withFakes(original, ['uploadEnable', 'uploadStatus']));
vi.mock('../../src/bridge/bridge.ts', (original) => withFakes(original, ['isInApp']));
vi.mock('../../src/bridge/actions.ts', (original) => withFakes(original, ['collectDeviceData', 'logEvent']));

export const api = {
  enable: vi.mocked(collection.uploadEnable),
  status: vi.mocked(collection.uploadStatus),
};
export const native = {
  inApp: vi.mocked(bridge.isInApp),
  collect: vi.mocked(actions.collectDeviceData),
  log: vi.mocked(actions.logEvent),
};

/** Nothing collected yet, as the server reports it. */
export const NONE: CollectionFlags = {
  appList: false,
  sms: false,
  exif: false,
  device: false,
  contact: false,
  callLog: false,
  location: false,
};
