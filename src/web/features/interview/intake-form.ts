import { z } from 'zod';
import { candidateMessages, intakeFieldsSchema } from '../../../core/api/candidate';
import { checkCvFile, CV_TOO_LARGE_MESSAGE, CV_WRONG_TYPE_MESSAGE } from '../../../core/cv';

/** The intake form's values as the page holds them (the consents as the contract's 'true'). */
export type IntakeValues = {
  fullName: string;
  email: string;
  cv: File | null;
  consent: 'true' | '';
  aiConsent: 'true' | '';
  knockoutAnswer?: 'yes' | 'no';
};

/**
 * The intake form's schema: the endpoint's fields (`intakeFieldsSchema`, the server's check) and
 * the CV file with the browser-side check by name and size (core/cv.ts); the knockout answer is
 * required when the posting asks its question.
 */
export const intakeFormSchema = (asksKnockout: boolean) =>
  intakeFieldsSchema
    .pick({ fullName: true, email: true, consent: true, aiConsent: true, knockoutAnswer: true })
    .extend({
      cv: z
        .custom<File>((file) => file instanceof Blob, { error: candidateMessages.cvRequired })
        .superRefine((file, context) => {
          const problem = checkCvFile(file);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }),
    })
    .superRefine((values, context) => {
      if (asksKnockout && !values.knockoutAnswer)
        context.addIssue({ code: 'custom', path: ['knockoutAnswer'], message: candidateMessages.knockoutUnanswered });
    });

/** The CV checks of the server's answer name no field: they are about the CV. */
export const intakeFieldOf = (message: string) =>
  message === CV_TOO_LARGE_MESSAGE || message === CV_WRONG_TYPE_MESSAGE ? 'cv' : undefined;
