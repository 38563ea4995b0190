/** Timings of the registration screens. */
export const AUTOSAVE_FIELD_DELAY_MS = 2000;
export const AUTOSAVE_MAX_DELAY_MS = 30_000;
export const UPLOAD_PROGRESS_CLEAR_MS = 1000;
/** The registration page delays its first status check, and the contestant check a further 2000 ms. */
export const STATUS_CHECK_DELAY_MS = 1500;
export const CONTESTANT_CHECK_DELAY_MS = 2000;
