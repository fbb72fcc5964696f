/** The full-screen viewer is only needed once a photo is opened: its own chunk. */
export const loadPhotoViewer = () => import('./photo-viewer.tsx');
