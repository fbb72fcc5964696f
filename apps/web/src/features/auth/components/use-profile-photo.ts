import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { checkProfilePhoto } from '../lib/profile-photo-check.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';

/**
 * The photo of the wizard: `pending` is a file waiting in the crop dialog, `file` the one that will
 * be sent (cropped JPEG or original) with its preview URL.
 */
export function useProfilePhoto() {
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState<File | null>(null);
  const previewUrl = useObjectUrl(file);

  return {
    file,
    previewUrl,
    pending,
    /** A file was picked: checked here first, then handed to the crop dialog. */
    choose: (next: File) => {
      const problem = checkProfilePhoto(next);
      if (problem) {
        toast({ variant: 'destructive', ...problem });
        return;
      }
      setPending(next);
    },
    accept: (next: File) => {
      setFile(next);
      setPending(null);
    },
    cancel: () => {
      setPending(null);
    },
  };
}
