import { X } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

export interface UploadEntry {
  key: string;
  fileName: string;
  status: 'queued' | 'uploading' | 'failed';
  /** 0 to 1. */
  progress: number;
  message?: string;
}

/** One row per file being sent: its own progress bar, or why it was refused. */
export function UploadProgressList({ entries, onDismiss }: { entries: UploadEntry[]; onDismiss: (key: string) => void }) {
  if (entries.length === 0) return null;
  return (
    <ul aria-label="Envios" className="grid gap-2">
      {entries.map((entry) => {
        const percent = Math.round(entry.progress * 100);
        return (
          <li
            key={entry.key}
            className={cn('rounded-xl border px-4 py-3 text-sm', entry.status === 'failed' ? 'border-red-200 bg-red-50' : 'border-gray-200 bg-white')}
          >
            <div className="flex items-center justify-between gap-3">
              <span className="min-w-0 truncate font-medium text-gray-900">{entry.fileName}</span>
              {entry.status === 'failed' ? (
                <button
                  type="button"
                  onClick={() => onDismiss(entry.key)}
                  aria-label={`Dispensar o aviso de ${entry.fileName}`}
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-gray-500 hover:bg-red-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              ) : (
                <span className="shrink-0 text-gray-600 tabular-nums">{entry.status === 'queued' ? 'Na fila' : `${percent}%`}</span>
              )}
            </div>
            {entry.status === 'failed' ? (
              <p role="alert" className="mt-1 text-red-700">
                {entry.message}
              </p>
            ) : (
              <progress
                aria-label={`Enviando ${entry.fileName}`}
                max={100}
                value={percent}
                className="mt-2 block h-2 w-full appearance-none overflow-hidden rounded-full bg-gray-100 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-gray-100 [&::-webkit-progress-value]:bg-brand-600 [&::-webkit-progress-value]:transition-[width]"
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
