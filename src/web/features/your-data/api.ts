import { DATA_TOKEN_HEADER, YOUR_DATA_ARCHIVE_PATH, YOUR_DATA_PATH, type YourData } from '../../../core/api/your-data';
import { apiFetch, ApiError } from '../../lib/api';

export const DOWNLOAD_FAILED_MESSAGE = 'The download failed. Please try again.';

const headers = (token: string) => ({ [DATA_TOKEN_HEADER]: token });

/** The token of the e-mailed link: `/your-data#token=…` (the fragment never reaches a server log). */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[\w-]{20,100}$/.test(token) ? token : null;
}

export const yourDataApi = {
  view: (token: string) => apiFetch<YourData>(YOUR_DATA_PATH, { headers: headers(token) }),

  /** The archive as a file the browser saves. */
  async download(token: string): Promise<Blob> {
    const res = await fetch(YOUR_DATA_ARCHIVE_PATH, { headers: headers(token), credentials: 'same-origin' });
    if (!res.ok) throw new ApiError(res.status, `HTTP_${res.status}`, DOWNLOAD_FAILED_MESSAGE);
    return res.blob();
  },

  remove: (token: string) =>
    apiFetch<{ deleted: true; message: string }>(YOUR_DATA_PATH, {
      method: 'DELETE',
      headers: headers(token),
      body: { confirm: true },
    }),
};
