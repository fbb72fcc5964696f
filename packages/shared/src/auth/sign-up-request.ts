/**
 * POST /api/auth/sign-up is multipart/form-data so the photo travels with the account data and a
 * bad photo creates nothing: field `data` holds the JSON of signUpBodySchema's input, field
 * `photo` the image file (JPEG, PNG or WebP).
 */
export const SIGN_UP_DATA_FIELD = 'data';
export const SIGN_UP_PHOTO_FIELD = 'photo';
