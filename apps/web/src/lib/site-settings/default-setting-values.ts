// The chunk loadDefaultSettings fetches: the defaults and the settings' zod schemas beside them.
export { defaultSettingValues } from '@passarela/shared';
