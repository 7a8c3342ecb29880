/**
 * Texts and limits of the candidate flow, kept free of zod so the candidate page can use them
 * without pulling a validation library into its first download.
 */
/** Spec texts of the candidate flow (docs/product-rules.md §5, §8). */
export const candidateMessages = {
  invalidLink: 'Invalid interview link',
  notFound: 'Interview not found',
  inactive: 'This job posting is no longer accepting applications',
  intakeIncomplete: 'Please fill in all fields and accept the instructions',
  /** Under the intake's (and the alternative request's) name field. */
  fullNameRequired: 'Please enter your full name',
  /** Under the intake's CV field when no file is chosen. */
  cvRequired: 'Please choose your CV file',
  /** The separate consent to the AI assessment (issue #27); declining leads to the alternative process. */
  aiConsentLabel: 'I agree that an AI assesses my answers, as the notice to candidates describes',
  aiConsentHint:
    'The AI assessment is advice to the hiring team; people decide. If you do not agree, do not tick this box and ask for an alternative process below instead: no AI assesses you there.',
  aiConsentRequired:
    'Please agree to the AI assessment to start the interview, or ask for an alternative process below.',
  invalidEmail: 'Please enter a valid email address',
  knockoutUnanswered: 'Please answer the yes/no question before starting.',
  knockoutNotMet:
    'Thank you for your interest. Based on your answer, this role is not a match, so the application ends here.',
  alreadySubmitted: 'This interview has already been submitted.',
  processingFailed: 'Failed to process recording. Please try again.',
  responseFailed: 'Failed to process response. Please try again.',
  botFallback: 'I apologize, but I encountered an error while processing your request. Please try again.',
  submitFailed: 'Failed to submit interview. Please try again.',
  deleteDataFailed: 'We could not delete your data. Please try again.',
  submitted: 'Your interview has been successfully submitted!',
  emptyAnswer: "We couldn't hear an answer. Please try again, speaking clearly, or type your answer.",
  transcribing: 'Transcribing your response...',
  /** The server cannot transcribe speech (core/speech-setup.ts): the candidate types instead. */
  speechOff:
    'Spoken answers are not available for this interview, so please type your answers. Typed answers are assessed just like spoken ones.',
  /** The server's transcription queue is full; the client waits the hinted time and retries by itself. */
  transcriptionBusy: 'Many candidates are answering right now. Please try again in a few seconds.',
  transcriptionBusyRetrying: 'Many candidates are answering right now — retrying…',
  recordingUnreadable: 'The recording could not be read. Please record your answer again.',
  alternativeRequested:
    'Your request for an alternative process has been sent to the hiring team. They will contact you by e-mail. We have sent you a confirmation.',
  noticeUnknown: 'The notice you read is no longer available. Please reload the page and read it again.',
} as const;

/** The longest note a candidate may add to an alternative-process request. */
export const ALTERNATIVE_MESSAGE_MAX = 2000;

export const CANDIDATE_TOKEN_HEADER = 'x-candidate-token';
export const RECORDING_MAX_BYTES = 25 * 1024 * 1024;
export const TYPED_ANSWER_MAX_CHARS = 5000;
