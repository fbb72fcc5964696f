// The server renderer's entry, built by `vite build --ssr` into dist-server/ and loaded by the API
// (apps/api/src/plugins/server-rendering.ts).
export { renderPage, type PageRequest, type RenderedPage } from './app/ssr/render-page.tsx';
