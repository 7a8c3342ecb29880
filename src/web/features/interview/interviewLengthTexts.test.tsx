import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { answerTimeText, durationText, interviewLength, questionCountText } from '../../../core/interview-length';
import { Instructions } from './Instructions';
import { IntakeForm } from './IntakeForm';

// Issue #24 item 4: every text before and around the interview states the plan's real length, from one rule.
const FIVE_OF_90 = interviewLength({ timeLimitsSeconds: [90, 90, 90, 90, 90] });
const MIXED = interviewLength({ timeLimitsSeconds: [45, 120, 60] });
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

describe('the texts state the interview length from interviewLength', () => {
  it.each([
    ['5 questions of 90 seconds', FIVE_OF_90],
    ['3 questions of mixed limits', MIXED],
  ])('the instructions: %s', (_, length) => {
    const shown = text(renderToStaticMarkup(<Instructions retentionDays={30} length={length} />));
    expect(shown).toContain(`It asks ${questionCountText(length)} about the role`);
    expect(shown).toContain(`The interview takes ${durationText(length)}.`);
    expect(shown).toContain(`you have ${answerTimeText(length)}`);
    expect(shown).not.toMatch(/10 questions|60 seconds per answer/);
  });

  it('the intake form says it again beside the start button', () => {
    const shown = text(
      renderToStaticMarkup(
        <IntakeForm postingId="p1" length={FIVE_OF_90} noticeVersionId="n1" onStarted={() => undefined} />,
      ),
    );
    expect(shown).toContain('The interview has 5 questions (90 seconds per answer) and takes about 10 minutes.');
    expect(shown.indexOf('The interview has')).toBeLessThan(shown.indexOf('Start Interview'));
  });
});
