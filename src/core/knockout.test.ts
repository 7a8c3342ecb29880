import { describe, expect, it } from 'vitest';
import { knockoutOutcome } from './knockout.ts';

describe('knockoutOutcome', () => {
  it('passes the required answer and refuses the other', () => {
    expect(knockoutOutcome({ required: 'yes', answer: 'yes', bindingAnswer: null })).toBe('passed');
    expect(knockoutOutcome({ required: 'yes', answer: 'no', bindingAnswer: null })).toBe('refused');
    expect(knockoutOutcome({ required: 'no', answer: 'no', bindingAnswer: null })).toBe('passed');
    expect(knockoutOutcome({ required: 'yes', answer: undefined, bindingAnswer: null })).toBe('unanswered');
  });

  it('keeps a refusing first answer binding: answering again with the required one is refused', () => {
    expect(knockoutOutcome({ required: 'yes', answer: 'yes', bindingAnswer: 'no' })).toBe('refused');
    expect(knockoutOutcome({ required: 'no', answer: 'no', bindingAnswer: 'yes' })).toBe('refused');
    // A binding answer that met the requirement (never stored today) changes nothing.
    expect(knockoutOutcome({ required: 'yes', answer: 'yes', bindingAnswer: 'yes' })).toBe('passed');
  });
});
