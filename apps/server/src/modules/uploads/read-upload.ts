import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '@sheesham/shared/uploads';
import type { FastifyRequest } from 'fastify';
import {
  fileTooLarge,
  malformedForm,
  missingFile,
  notMultipart,
  oneFileAtATime,
  tooManyFields,
} from './upload-errors.ts';

/** Room for the multipart boundaries and part headers around a file of the largest size. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 };

const errorCode = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? error.code : undefined;

const hasStatus = (error: unknown) => !!error && typeof error === 'object' && 'statusCode' in error;

/** @fastify/multipart's limit errors are 413s; a second file or a crowd of fields is a bad form. */
function clientError(error: unknown): unknown {
  const code = errorCode(error);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  if (code === 'FST_FILES_LIMIT') return oneFileAtATime();
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return tooManyFields();
  // busboy's own parse errors (no boundary, a cut-off body) carry no status: the client's fault.
  if (!hasStatus(error)) return malformedForm();
  return error;
}

/**
 * Reads the form's one `file` part into memory, at most MAX_UPLOAD_BYTES: @fastify/multipart
 * stops the file at the limit and this answers 413. The whole form is read, so a second file
 * (which the files limit keeps out of memory) is refused rather than silently dropped; text
 * fields and files under other names are skipped. A declared Content-Length beyond any allowed
 * form is refused before a byte of the body is read.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw notMultipart();
  const declared = Number(request.headers['content-length']);
  if (declared > MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES) throw fileTooLarge();
  let data: Buffer | undefined;
  try {
    // A file over the limit throws FST_REQ_FILE_TOO_LARGE (the plugin's default throwFileSizeLimit).
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD) {
        part.file.resume(); // drain it, so the form can be read on
        continue;
      }
      data = await part.toBuffer();
      if (part.file.truncated) throw fileTooLarge();
    }
  } catch (error) {
    throw clientError(error);
  }
  if (!data) throw missingFile();
  return data;
}
