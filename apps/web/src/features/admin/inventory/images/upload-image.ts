import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '@sheesham/shared/uploads';
import { API_BASE, ApiRequestError } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error-guard';
import { isRecord } from '@/lib/is-record';
import { forgetRejectedToken, readSessionToken } from '@/lib/session-token';

/** An upload under way: its answer (the image URL) and a way to cancel it. */
export interface ImageUpload {
  done: Promise<string>;
  abort(): void;
}

export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);
/** The server's own 413 text, so a file refused before sending reads the same. */
export const FILE_TOO_LARGE = `The file is larger than ${MAX_UPLOAD_MB} MB. Upload an image of at most ${MAX_UPLOAD_MB} MB.`;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null; // not JSON (a proxy's error page): the status alone has to do
  }
}

function failure(xhr: XMLHttpRequest): ApiRequestError {
  const body = parseJson(xhr.responseText);
  if (isApiError(body)) {
    const { code, message, fields } = body.error;
    return new ApiRequestError(xhr.status, code, message, fields);
  }
  return new ApiRequestError(xhr.status, 'http_error', `Upload failed (${xhr.status})`);
}

/**
 * POST /upload with the file as multipart field `file` and the bearer token. It uses
 * XMLHttpRequest rather than fetch because only XHR reports upload progress: `onProgress` gets
 * the fraction of the file sent (0 to 1); the server then still re-encodes it before answering.
 * A file over MAX_UPLOAD_BYTES is refused here, without sending 10 MB for a certain 413.
 */
export function uploadImage(file: File, onProgress: (sent: number) => void): ImageUpload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<string>((resolve, reject) => {
    if (file.size > MAX_UPLOAD_BYTES) {
      reject(new ApiRequestError(413, 'file_too_large', FILE_TOO_LARGE));
      return;
    }
    const token = readSessionToken();
    if (!token) {
      console.warn('Image upload skipped: no session token');
      reject(new Error('Authentication token not available'));
      return;
    }
    xhr.open('POST', `${API_BASE}/upload`);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 401) forgetRejectedToken(token);
      if (xhr.status !== 201) {
        reject(failure(xhr));
        return;
      }
      const body = parseJson(xhr.responseText);
      if (isRecord(body) && typeof body.url === 'string') resolve(body.url);
      else reject(new ApiRequestError(xhr.status, 'http_error', 'The upload answer had no URL.'));
    };
    xhr.onerror = () =>
      reject(new ApiRequestError(0, 'network_error', 'The connection failed. Please try again.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
