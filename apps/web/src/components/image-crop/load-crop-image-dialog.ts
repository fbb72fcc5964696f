/**
 * react-image-crop is only needed once a photo is chosen: its own chunk, fetched where a photo can
 * be picked (the wizard's photo step, the profile editor), never with the home page.
 */
export const loadCropImageDialog = () => import('./crop-image-dialog.tsx');
