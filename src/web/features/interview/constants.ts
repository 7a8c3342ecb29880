/** 60 seconds per answer, submitted automatically when the time is up (one home: core). */
export { ANSWER_SECONDS } from '../../../core/candidate-messages';
/** PRODUCT-SPEC §9: at most 10 bot questions, then the closing message. */
export const MAX_QUESTIONS = 10;
