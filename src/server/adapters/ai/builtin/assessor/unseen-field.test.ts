import { describe, expect, it } from 'vitest';
import { answersOf, type EvalPosting } from '../../../../../core/scorecard/evaluation.ts';
import { settleScorecard } from '../../../../../core/scorecard/settle-scorecard.ts';
import { FAIRNESS_DIR, loadEvalSet } from '../../../../../../tests/support/eval-set.ts';
import { assessInterview } from './builtin-assessment.ts';

// Everything the builtin assessor knows about a job comes from its plan (issue #25 item 1):
// postings in fields that no other fixture covers — a commercial beekeeper, a court
// interpreter — are judged like any other.
const postings = loadEvalSet(FAIRNESS_DIR);

function overall(posting: EvalPosting, id: string): number {
  const t = posting.transcripts.find((x) => x.id === id)!;
  const answers = answersOf(t);
  const draft = assessInterview(posting.plan, answers);
  return settleScorecard({ plan: posting.plan, planVersion: 1, provider: 'builtin', model: 'test', answers, draft })
    .overallScore;
}

describe('a posting in a field absent from every fixture', () => {
  const beekeeper = postings.find((p) => p.posting === 'Commercial Beekeeper')!;
  const interpreter = postings.find((p) => p.posting.startsWith('Court Interpreter'))!;

  it('orders honest answers strong > good > weak (beekeeper)', () => {
    const [strong, good, weak] = ['bk-strong', 'bk-good', 'bk-weak'].map((id) => overall(beekeeper, id));
    expect(strong).toBeGreaterThanOrEqual(70);
    expect(good).toBeLessThan(strong!);
    expect(good).toBeGreaterThan(weak!);
    expect(weak).toBeLessThan(20);
  });

  it('orders honest answers strong > good > weak (court interpreter)', () => {
    const [strong, good, weak] = ['ci-strong', 'ci-good', 'ci-weak'].map((id) => overall(interpreter, id));
    expect(strong).toBeGreaterThanOrEqual(70);
    expect(good).toBeLessThan(strong!);
    expect(good).toBeGreaterThan(weak!);
    expect(weak).toBeLessThan(20);
  });

  it('gives a STAR template or the question read back no more than a weak honest answer', () => {
    expect(overall(beekeeper, 'bk-template')).toBeLessThanOrEqual(overall(beekeeper, 'bk-good'));
    expect(overall(beekeeper, 'bk-template')).toBeLessThan(25);
    expect(overall(interpreter, 'ci-echo')).toBeLessThanOrEqual(overall(interpreter, 'ci-weak'));
  });
});
