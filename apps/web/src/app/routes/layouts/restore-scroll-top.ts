/** About 1.5 s of frames: long enough for a lazy page and its cached data to render. */
const MAX_FRAMES = 90;

/**
 * Scrolls back to `top` once the page is tall enough to get there, trying on each frame while a
 * lazy page renders. Stops early if the person scrolls or presses a key meanwhile (their move
 * wins). Answers a cancel function for the effect's clean-up.
 */
export function restoreScrollTop(top: number): () => void {
  let frame = 0;
  let tries = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    tries += 1;
    if (Math.abs(window.scrollY - top) <= 1 || tries >= MAX_FRAMES) {
      stop();
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  window.addEventListener('keydown', stop);
  attempt();
  return stop;
}
