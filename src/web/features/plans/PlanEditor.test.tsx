import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlanEditor } from './PlanEditor';
import { emptyPlan, validatePlan } from './plan-form';

/** The control labelled `label` in `html`, and the texts of the elements its aria-describedby names. */
function described(html: string, label: string) {
  const forId = new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  expect(forId, `a label "${label}"`).toBeTruthy();
  const control = new RegExp(`<(?:input|textarea|select)[^>]*id="${forId}"[^>]*>`).exec(html)![0];
  const ids = /aria-describedby="([^"]+)"/.exec(control)?.[1]?.split(' ') ?? [];
  return {
    invalid: control.includes('aria-invalid="true"'),
    texts: ids.map((id) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1]),
  };
}

describe('the plan editor shows each message under its field', () => {
  it('a time limit out of range: the plain message, read with the field, and the field marked invalid', () => {
    const plan = emptyPlan();
    const bad = { ...plan, questions: [{ ...plan.questions[0]!, text: 'Why?', timeLimitSeconds: 10 }] };
    const html = renderToStaticMarkup(
      <PlanEditor plan={bad} onChange={() => undefined} errors={validatePlan(bad).errors} />,
    );
    const limit = described(html, 'Time limit \\(seconds\\)');
    expect(limit.invalid).toBe(true);
    expect(limit.texts).toContain('Time limit must be at least 30 seconds.');
    expect(html).toMatch(/role="alert"[^>]*>Time limit must be at least 30 seconds\.</);
    expect(html).not.toMatch(/Too small|expected number/);
    // A field without a problem is not marked.
    expect(described(html, 'Question text').invalid).toBe(false);
  });

  it('an empty knockout question: its message under the knockout field', () => {
    const plan = { ...emptyPlan(), knockout: { question: '', requiredAnswer: 'yes' as const } };
    const html = renderToStaticMarkup(
      <PlanEditor plan={plan} onChange={() => undefined} errors={validatePlan(plan).errors} />,
    );
    expect(described(html, 'Knockout question').texts).toContain('Write the yes/no question, or remove it.');
  });
});
