import { API_BASE, ApiRequestError } from './api-client';
import { isApiError } from './api-error-guard';
import { currentSessionToken, forgetRejectedToken } from './session-token';

/** The file name the server suggests in Content-Disposition, or `fallback`. */
function suggestedName(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads `${API_BASE}${path}` as a file. Sessions are bearer tokens, never cookies, so a plain
 * link cannot carry one: the file is fetched with the token and handed to the browser as a blob.
 */
export async function downloadApiFile(path: string, fallbackName: string): Promise<void> {
  const token = await currentSessionToken();
  const response = await fetch(`${API_BASE}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    if (response.status === 401 && token) forgetRejectedToken(token);
    const body: unknown = await response.json().catch(() => null);
    if (isApiError(body)) {
      throw new ApiRequestError(response.status, body.error.code, body.error.message);
    }
    throw new ApiRequestError(
      response.status,
      'http_error',
      `Download failed (${response.status})`,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = suggestedName(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is no longer needed.
  queueMicrotask(() => URL.revokeObjectURL(url));
}
