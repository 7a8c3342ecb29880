/** A yes/no answer to a plan's knock-out question. */
export type KnockoutAnswer = 'yes' | 'no';

/**
 * What an intake's knock-out answer leads to (issue #22, finding 14). An answer that ended an
 * application is binding for that address and posting while it stands (`bindingAnswer`, until the
 * posting's retake period has passed): answering again with the required answer does not get in.
 * - `unanswered`: the question was not answered;
 * - `refused`: this answer, or the binding earlier one, is not the required one;
 * - `passed`: the interview may start, and keeps this answer.
 */
export function knockoutOutcome(input: {
  required: KnockoutAnswer;
  answer: KnockoutAnswer | undefined;
  bindingAnswer: KnockoutAnswer | null;
}): 'unanswered' | 'refused' | 'passed' {
  if (!input.answer) return 'unanswered';
  if (input.bindingAnswer !== null && input.bindingAnswer !== input.required) return 'refused';
  return input.answer === input.required ? 'passed' : 'refused';
}
