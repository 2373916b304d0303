/** One part of a multipart form: a file with the name and type the client claims. */
export interface FormFile {
  field?: string;
  data: Uint8Array;
  filename: string;
  type: string;
}

/**
 * A multipart/form-data body for app.inject, encoded by the platform's own FormData (as a
 * browser would send it), with the Content-Type that names its boundary. Text `fields`, if any,
 * come before the files.
 */
export async function multipartForm(
  files: FormFile[],
  fields: [name: string, value: string][] = [],
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const { field = 'file', data, filename, type } of files) {
    form.append(field, new Blob([data], { type }), filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return { payload, headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}
