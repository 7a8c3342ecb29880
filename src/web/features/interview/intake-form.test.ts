import { describe, expect, it } from 'vitest';
import { candidateMessages } from '../../../core/candidate-messages';
import { CV_TOO_LARGE_MESSAGE, CV_WRONG_TYPE_MESSAGE } from '../../../core/cv';
import { checkValues } from '../../lib/form-errors';
import { intakeFieldOf, intakeFormSchema, type IntakeValues } from './intake-form';

const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
const filled: IntakeValues = { fullName: 'Ada', email: 'ada@example.com', cv, consent: 'true', aiConsent: 'true' };

describe('the intake form schema', () => {
  it('says under each field what is missing or wrong', () => {
    const { errors } = checkValues(intakeFormSchema(false), {
      ...filled,
      fullName: ' ',
      email: 'ada@',
      cv: null,
      aiConsent: '',
    });
    expect(errors).toEqual({
      fullName: candidateMessages.fullNameRequired,
      email: candidateMessages.invalidEmail,
      cv: candidateMessages.cvRequired,
      aiConsent: candidateMessages.aiConsentRequired,
    });
  });

  it('checks the CV by name before sending it, and asks the knockout answer when there is a question', () => {
    const notes = new File(['x'], 'notes.txt');
    expect(checkValues(intakeFormSchema(false), { ...filled, cv: notes }).errors).toEqual({
      cv: CV_WRONG_TYPE_MESSAGE,
    });
    expect(checkValues(intakeFormSchema(true), filled).errors).toEqual({
      knockoutAnswer: candidateMessages.knockoutUnanswered,
    });
    const passed = checkValues(intakeFormSchema(true), { ...filled, fullName: ' Ada ', knockoutAnswer: 'yes' });
    expect(passed.data).toMatchObject({ fullName: 'Ada', knockoutAnswer: 'yes', cv });
  });

  it("puts the server's CV refusals under the CV field", () => {
    expect(intakeFieldOf(CV_TOO_LARGE_MESSAGE)).toBe('cv');
    expect(intakeFieldOf(CV_WRONG_TYPE_MESSAGE)).toBe('cv');
    expect(intakeFieldOf('Interview not found')).toBeUndefined();
  });
});
