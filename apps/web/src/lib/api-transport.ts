/** How the API client reaches the API: the browser's fetch, or the server's own router while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/**
 * Replaced once by the server renderer (app/ssr/render-page.tsx), which answers each call from the
 * API in the same process, as the page's visitor (their cookie, their address), without a network hop.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export function sendApiRequest(path: string, init: RequestInit): Promise<Response> {
  return transport(path, init);
}
