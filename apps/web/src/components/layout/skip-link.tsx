export const MAIN_CONTENT_ID = 'conteudo';

/** First focusable element of every layout: jumps keyboard users past the header. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus the <main> directly: a hash navigation would go through the router for nothing.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      className="sr-only rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
    >
      Pular para o conteúdo
    </a>
  );
}
