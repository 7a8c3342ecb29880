import { yourDataEndpoints as endpoints } from '../../../core/api/endpoints/your-data';
import { DATA_TOKEN_HEADER } from '../../../core/api/your-data';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/call-api';

export const DOWNLOAD_FAILED_MESSAGE = 'The download failed. Please try again.';

const headers = (token: string) => ({ [DATA_TOKEN_HEADER]: token });

/** The token of the e-mailed link: `/your-data#token=…` (the fragment never reaches a server log). */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[\w-]{20,100}$/.test(token) ? token : null;
}

export const yourDataApi = {
  view: (token: string) => callApi(endpoints.view, { headers: headers(token) }),

  /** The archive as a file the browser saves. */
  async download(token: string): Promise<Blob> {
    try {
      return await callApi(endpoints.archive, { headers: headers(token) });
    } catch (error) {
      // The page says the download failed, whatever the server's reason.
      if (error instanceof ApiError) throw new ApiError(error.status, `HTTP_${error.status}`, DOWNLOAD_FAILED_MESSAGE);
      throw error;
    }
  },

  remove: (token: string) => callApi(endpoints.delete, { headers: headers(token), body: { confirm: true } }),
};
