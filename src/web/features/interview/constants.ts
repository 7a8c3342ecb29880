/** PRODUCT-SPEC §9: 60 seconds per answer, submitted automatically when the time is up. */
export const ANSWER_SECONDS = 60;
/** PRODUCT-SPEC §9: at most 10 bot questions, then the closing message. */
export const MAX_QUESTIONS = 10;
