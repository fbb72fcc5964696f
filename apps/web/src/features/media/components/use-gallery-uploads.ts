import type { OwnGalleryResponse } from '@passarela/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ownGalleryQueryKey } from '../api/get-own-gallery.ts';
import { uploadGalleryPhoto } from '../api/upload-gallery-photo.ts';
import { photoCount, pickGalleryFiles } from '../lib/pick-gallery-files.ts';
import type { UploadEntry } from './upload-progress-list.tsx';

let nextKey = 0;

/**
 * Sends chosen photos one request per file, one after another: each shows its own progress, and
 * the photos land in the gallery in the order they were chosen. The server's answer (the whole
 * gallery) replaces the cached one after each file.
 */
export function useGalleryUploads(gallery: OwnGalleryResponse | undefined) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(false);

  const update = (key: string, change: Partial<UploadEntry>) =>
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const drain = async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        const { key, file } = next;
        update(key, { status: 'uploading', progress: 0 });
        try {
          const answer = await uploadGalleryPhoto(file, (progress) => update(key, { progress }));
          queryClient.setQueryData(ownGalleryQueryKey, answer);
          setEntries((list) => list.filter((entry) => entry.key !== key));
        } catch (error) {
          update(key, { status: 'failed', message: (error as Error).message });
          if ((error as { code?: string }).code === 'GALLERY_LIMIT_REACHED') setLimitMessage((error as Error).message);
        }
      }
    } finally {
      running.current = false;
    }
  };

  const add = (files: File[]) => {
    if (!gallery) return;
    const waiting = entries.filter((entry) => entry.status !== 'failed').length;
    const remaining = Math.max(0, gallery.limit - gallery.used - waiting);
    const picked = pickGalleryFiles(files, remaining);
    setLimitMessage(
      picked.overLimit > 0
        ? remaining === 0
          ? `Você atingiu o limite de ${photoCount(gallery.limit)} do seu plano.`
          : `Seu plano permite até ${photoCount(gallery.limit)}: ${photoCount(picked.overLimit)} ${picked.overLimit === 1 ? 'ficou' : 'ficaram'} de fora.`
        : null,
    );
    const refused: UploadEntry[] = picked.refused.map(({ file, message }) => ({
      key: `u${++nextKey}`,
      fileName: file.name,
      status: 'failed',
      progress: 0,
      message,
    }));
    const accepted = picked.accepted.map((file) => ({ key: `u${++nextKey}`, file }));
    setEntries((list) => [...list, ...refused, ...accepted.map(({ key, file }): UploadEntry => ({ key, fileName: file.name, status: 'queued', progress: 0 }))]);
    queue.current.push(...accepted);
    void drain();
  };

  return {
    entries,
    limitMessage,
    isUploading: entries.some((entry) => entry.status !== 'failed'),
    add,
    dismiss: (key: string) => setEntries((list) => list.filter((entry) => entry.key !== key)),
  };
}
