/**
 * A module (or anything costly) loaded at its first use and shared after: the libraries only some
 * requests or configurations need (sharp's libvips, the S3 SDK, nodemailer, Mercado Pago's SDK,
 * the common-password list) stay out of a server's start-up time and memory (bench/start-up.ts).
 * A failed load is retried at the next use instead of being remembered.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
