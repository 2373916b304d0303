import { notify, notifyError } from '@/components/ui/toaster';

export interface FailedUpload {
  name: string;
  reason: string;
}

/**
 * SPEC §8's upload toasts: 'Images uploaded' / '{n} image(s) uploaded successfully.' when every
 * file made it, else 'Some uploads failed' (the spec gives no description; this one says how many
 * failed and the server's reason for each, since the toast is the only place that says why).
 */
export function announceUploadResults(uploaded: number, failed: FailedUpload[]) {
  if (failed.length === 0) {
    notify('Images uploaded', `${uploaded} image(s) uploaded successfully.`);
    return;
  }
  const total = uploaded + failed.length;
  const reasons = failed.map(({ name, reason }) => `${name}: ${reason}`).join(' ');
  notifyError(
    'Some uploads failed',
    `${failed.length} of ${total} image(s) could not be uploaded. ${reasons}`,
  );
}

/** What to tell the admin about an upload that failed. */
export function failureReason(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The upload failed.';
}
