import { useEffect, useState } from 'react';

/**
 * An object URL for a file (photo previews), revoked when the file changes or the component goes.
 * Created in an effect rather than in render so StrictMode's double effects never leave an <img>
 * pointing at a revoked URL.
 */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<{ file: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const next = URL.createObjectURL(file);
    // oxlint-disable-next-line react/set-state-in-effect -- the URL is an external resource this effect owns and revokes
    setUrl({ file, url: next });
    return () => URL.revokeObjectURL(next);
  }, [file]);
  // A URL made for an earlier file is never shown for the current one.
  return file && url?.file === file ? url.url : null;
}
