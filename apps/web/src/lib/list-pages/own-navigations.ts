/**
 * The URLs of a list's own filter changes that have not rendered yet, oldest first. On a slow
 * phone the render of an older change ('?state=DF') can land after a newer one was made
 * ('?state=DF&model_type=outro'); taking that render's filters as the latest lost the newer
 * change at the next one (seen on CI: the appearance filter vanished when the text was typed).
 */
export function createOwnNavigations() {
  let pending: string[] = [];
  return {
    /** A change of ours is on its way to the URL. */
    made(search: string): void {
      pending.push(search);
    },
    /**
     * The URL now shows `search`: are its filters the latest? Yes for the newest of our changes
     * and for any URL we did not make (back, forward, a link); no for an older change of ours.
     */
    rendered(search: string): boolean {
      const index = pending.indexOf(search);
      if (index === -1) {
        pending = [];
        return true;
      }
      pending = pending.slice(index + 1);
      return pending.length === 0;
    },
  };
}
