/**
 * Wraps an import() so the module loads on the first call, not at start, and every later call
 * gets the same promise. A failed load is not kept: the next call tries again. The server imports
 * its heavy packages this way (image processing, PDFs, S3, mail, Razorpay, Redis): a shop that
 * never uses one never pays its memory (docs/decisions/042-compiled-server.md).
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
