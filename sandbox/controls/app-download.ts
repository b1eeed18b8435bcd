/** The app's download link that `app-download/getAddress` gives: set it, clear it, or back to the default. */
import { DOWNLOAD_LINK, downloadLink } from '../routes/app-download.ts';
import type { ControlActions } from './shared.ts';
import { ControlError, jsonBody } from './shared.ts';

export const appDownloadActions: ControlActions = {
  /**
   * `{ url }`: the link to give (`""` gives none: Open app says 'Please configure the link');
   * `{ url: null }`: back to the default store link.
   */
  'POST app-download': async ({ req }, deps) => {
    const { url } = await jsonBody(req);
    if (url === null) deps.store.settings.setList(DOWNLOAD_LINK, []);
    else if (typeof url === 'string') deps.store.settings.setList(DOWNLOAD_LINK, [url.trim()]);
    else throw new ControlError(400, 'url must be a text ("" for none) or null (the default link)');
    return { ok: true, url: downloadLink(deps.store.settings) };
  },
  'GET app-download': (_request, deps) => ({ url: downloadLink(deps.store.settings) }),
};
