import { useEffect, useState } from 'react';

/** How long typing pauses before a text filter reaches the URL (and the server). */
export const TEXT_FILTER_DELAY_MS = 300;

/**
 * A text filter's input: typed freely, committed after a pause. When the value changes from
 * outside (back button, 'Limpar filtros'), the input follows, unless it already says the same
 * thing (so a trailing space being typed is not swallowed).
 */
export function useDebouncedText(value: string | undefined, commit: (text: string | undefined) => void) {
  const [draft, setDraft] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if ((value ?? '') !== draft.trim()) setDraft(value ?? '');
  }

  useEffect(() => {
    const text = draft.trim();
    const timer = text === (value ?? '') ? undefined : setTimeout(() => commit(text === '' ? undefined : text), TEXT_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value, commit]);

  return [draft, setDraft] as const;
}
