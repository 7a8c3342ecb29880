import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { z } from 'zod';
import { checkValues, fieldPaths, FormError, submitErrors, unplacedMessages } from './form-errors';

const form = ['title', 'description', 'questions.0.text'];

describe('submitErrors', () => {
  it('puts the fields a 400 VALIDATION answer names under them', () => {
    const error = new ApiError(400, 'VALIDATION', 'Title: too long', { title: 'Too long' });
    expect(submitErrors(error, form, 'Failed')).toEqual({ fields: { title: 'Too long' }, form: null });
  });

  it('keeps the message in the alert when a named field is not on the form', () => {
    const error = new ApiError(400, 'VALIDATION', 'Slug: taken', { title: 'Too long', slug: 'Taken' });
    expect(submitErrors(error, form, 'Failed')).toEqual({ fields: { title: 'Too long' }, form: 'Slug: taken' });
  });

  it('reads the field from a schema message "path: message"', () => {
    const error = new ApiError(400, 'VALIDATION', 'questions.0.text: Too small');
    expect(submitErrors(error, form, 'Failed')).toEqual({ fields: { 'questions.0.text': 'Too small' }, form: null });
  });

  it('sends an unnamed 400 to the alert', () => {
    const error = new ApiError(400, 'VALIDATION', 'Pick a slot in the future.');
    expect(submitErrors(error, form, 'Failed')).toEqual({ fields: {}, form: 'Pick a slot in the future.' });
  });

  it('places an unnamed 400 where the form says its message belongs', () => {
    const error = new ApiError(400, 'VALIDATION', 'Webhook addresses must use https');
    const fieldOf = (message: string) => (message.includes('address') ? 'title' : undefined);
    expect(submitErrors(error, form, 'Failed', fieldOf)).toEqual({
      fields: { title: 'Webhook addresses must use https' },
      form: null,
    });
  });

  it('sends other statuses to the alert with their message, else the fallback', () => {
    expect(submitErrors(new ApiError(403, 'FORBIDDEN', 'Not allowed'), form, 'Failed').form).toBe('Not allowed');
    expect(submitErrors(new ApiError(500, 'INTERNAL', ''), form, 'Failed').form).toBe('Failed');
    expect(submitErrors(new TypeError('network'), form, 'Failed')).toEqual({ fields: {}, form: 'Failed' });
  });

  it('places a refusal of another status under the field the form says it is about', () => {
    const tooLarge = new ApiError(413, 'PAYLOAD_TOO_LARGE', 'CV too large');
    const fieldOf = (message: string) => (message === 'CV too large' ? 'title' : undefined);
    expect(submitErrors(tooLarge, form, 'Failed', fieldOf)).toEqual({ fields: { title: 'CV too large' }, form: null });
    expect(submitErrors(new ApiError(500, 'INTERNAL', 'Down'), form, 'Failed', fieldOf)).toEqual({
      fields: {},
      form: 'Down',
    });
  });

  it('places a FormError under its field when the form has it', () => {
    expect(submitErrors(new FormError('Taken', 'title'), form, 'Failed')).toEqual({
      fields: { title: 'Taken' },
      form: null,
    });
    expect(submitErrors(new FormError('Wrong password'), form, 'Failed').form).toBe('Wrong password');
  });
});

describe('fieldPaths', () => {
  it('lists nested paths of the default values', () => {
    expect(fieldPaths({ title: '', questions: [{ text: '' }], at: new Date(0) })).toEqual([
      'title',
      'questions',
      'questions.0',
      'questions.0.text',
      'at',
    ]);
  });
});

describe('checkValues', () => {
  const schema = z.object({
    name: z.string().min(1, 'Name it'),
    items: z.array(z.object({ n: z.number().max(3, 'At most 3') })),
  });

  it('gives each field its first message by path', () => {
    expect(checkValues(schema, { name: '', items: [{ n: 1 }, { n: 9 }] })).toEqual({
      data: null,
      errors: { name: 'Name it', 'items.1.n': 'At most 3' },
    });
  });

  it('gives the parsed values when they pass', () => {
    expect(checkValues(schema, { name: 'A', items: [] })).toEqual({ data: { name: 'A', items: [] }, errors: null });
  });
});

describe('unplacedMessages', () => {
  const paths = fieldPaths({ name: '', questions: [{ text: '' }] });

  it('leaves the messages of fields (and of lists the form shows) to their fields', () => {
    const errors = {
      name: { type: 'too_small', message: 'Please enter a name', ref: { focus: () => undefined } },
      questions: { message: 'Add at least one question', 0: { text: { type: 'x', message: 'Please write it' } } },
    };
    expect(unplacedMessages(errors, paths)).toEqual([]);
  });

  it('returns a rule of the whole form and a path no field was made for, so the alert shows them', () => {
    const errors = {
      root: { type: 'custom', message: 'The dates overlap' },
      deadline: { type: 'custom', message: 'Choose a later date' },
    };
    expect(unplacedMessages(errors, paths)).toEqual(['The dates overlap', 'Choose a later date']);
  });
});
