import { AppError } from './app-error.ts';

/**
 * What a failure while reading a multipart body means for the sender. Only parsing happens in the
 * routes' read loops, so anything besides our own errors is a malformed body (no boundary, a
 * truncated part): a 400, never a 500. A text field where only files are taken is a 400 too (the
 * form is wrong, not too big); only too many files or an oversized file are 413.
 */
export function multipartError(error: unknown, options: { tooManyFilesMessage?: string; fileTooLarge?: AppError } = {}): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return options.fileTooLarge ?? new AppError('IMAGE_TOO_LARGE');
  if (code === 'FST_FIELDS_LIMIT') {
    return new AppError('VALIDATION_FAILED', undefined, [{ location: 'body', message: 'Campo não esperado neste formulário. Envie apenas o que ele pede.' }]);
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') return new AppError('PAYLOAD_TOO_LARGE', options.tooManyFilesMessage);
  return new AppError('BAD_REQUEST', undefined, { reason: 'Formulário multipart inválido.' });
}
