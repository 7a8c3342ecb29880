import { describe, expect, it } from 'vitest';
import {
  classifyCandidateTurn,
  TURN_KINDS,
  TURN_RULES,
  type TurnContext,
  type TurnKind,
  type TurnSemantic,
} from './candidate-turn.ts';

/*
 * The meaning model's vote (docs/decisions/0053): the rules read first; a kind the model gives a majority replaces
 * their reading on a first turn on the question. The numbers are given here; the model itself is an adapter.
 */
const EVENT: TurnContext = {
  question: 'Tell me about a time a customer complained about a late delivery. What did you do?',
  competency: { name: 'Customer care', description: 'Calms upset customers and puts the problem right.' },
  posting: { title: 'Dispatcher', description: 'Plan routes and keep customers informed about deliveries.' },
};

/** A reading that gives `kind` the likelihood `p` and shares the rest evenly. */
const vote = (kind: TurnKind, p: number): TurnSemantic => ({
  kinds: Object.fromEntries(TURN_KINDS.map((k) => [k, k === kind ? p : (1 - p) / (TURN_KINDS.length - 1)])) as Record<
    TurnKind,
    number
  >,
});

const STORY =
  'Last month a customer rang because his parcel was two days late. I checked the tracking, found it stuck at the depot, and got it on the next van. He had it that afternoon.';

describe('classifyCandidateTurn with a reading of the turn’s meaning', () => {
  it('reads by the rules alone without one', () => {
    expect(classifyCandidateTurn(STORY, EVENT).kind).toBe('answered');
    expect(classifyCandidateTurn(STORY, { ...EVENT, semantic: null })).toEqual(classifyCandidateTurn(STORY, EVENT));
  });

  it('takes the model’s kind when the model gives it a majority', () => {
    expect(classifyCandidateTurn(STORY, { ...EVENT, semantic: vote('off_topic', 0.8) })).toEqual({
      kind: 'off_topic',
      missing: null,
    });
  });

  it('keeps the rules’ reading when the model’s kind has no majority, or is the same', () => {
    expect(
      classifyCandidateTurn(STORY, { ...EVENT, semantic: vote('off_topic', TURN_RULES.semanticMajority) }).kind,
    ).toBe('answered');
    expect(classifyCandidateTurn(STORY, { ...EVENT, semantic: vote('off_topic', 0.3) }).kind).toBe('answered');
    expect(classifyCandidateTurn(STORY, { ...EVENT, semantic: vote('answered', 0.9) })).toEqual(
      classifyCandidateTurn(STORY, EVENT),
    );
  });

  it('reads a reply to a follow-up by the rules (the model knows first turns only)', () => {
    const reply = 'He was happy in the end.';
    const context = { ...EVENT, earlier: 'A customer rang about a late parcel.' };
    expect(classifyCandidateTurn(reply, { ...context, semantic: vote('off_topic', 0.9) })).toEqual(
      classifyCandidateTurn(reply, context),
    );
  });

  it('names the missing part of the story when the model reads an answer or a vague one', () => {
    const turn = 'There was one customer who was really angry about a late parcel.';
    expect(classifyCandidateTurn(turn, { ...EVENT, semantic: vote('answered', 0.7) })).toEqual({
      kind: 'answered',
      missing: 'action',
    });
    const general = 'I just stay calm and sort it out.';
    expect(classifyCandidateTurn(general, { ...EVENT, semantic: vote('vague', 0.7) }).missing).toBe('situation');
    // Not a question about a past event: no part of a story is missing.
    const practice = { ...EVENT, question: 'How do you keep customers informed about delays?' };
    expect(classifyCandidateTurn(general, { ...practice, semantic: vote('answered', 0.7) })).toEqual({
      kind: 'answered',
      missing: null,
    });
  });

  it('leaves the plain speech acts to the rules: repeat, a moment, nothing usable', () => {
    expect(
      classifyCandidateTurn('one more time please', { ...EVENT, semantic: vote('time_or_nerves', 0.9) }).kind,
    ).toBe('repeat');
    expect(
      classifyCandidateTurn('Sorry, could you repeat that?', { ...EVENT, semantic: vote('clarify', 0.9) }).kind,
    ).toBe('repeat');
    expect(classifyCandidateTurn(STORY, { ...EVENT, semantic: vote('nothing_usable', 0.9) }).kind).toBe('answered');
  });

  it('gives no part of a story for the other kinds', () => {
    expect(classifyCandidateTurn(STORY, { ...EVENT, semantic: vote('clarify', 0.6) })).toEqual({
      kind: 'clarify',
      missing: null,
    });
  });
});
