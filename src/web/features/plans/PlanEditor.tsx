import { useState } from 'react';
import { PLAN_RULES, type InterviewPlan } from '../../../core/interview-plan';
import { THINKING_PAUSE } from '../../../core/turn-taking';
import { move, newCompetency, newQuestion, removeCompetency, type PlanErrors } from './plan-form';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field, Select, Textarea } from '../../components/Field';

type Plan = InterviewPlan;
type Question = Plan['questions'][number];
type Competency = Plan['competencies'][number];

interface PlanEditorProps {
  plan: Plan;
  onChange: (plan: Plan) => void;
  errors: PlanErrors;
}

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const seconds = (ms: number) => (ms / 1000).toLocaleString('en-US', { maximumFractionDigits: 2 });
/** The field shows seconds; the plan keeps ms (empty: the default). */
const pauseSeconds = (ms: number | undefined) => (ms === undefined || Number.isNaN(ms) ? '' : String(ms / 1000));
const pauseMsOf = (value: string) => (value.trim() === '' ? undefined : Math.round(toNumber(value) * 1000));

function ItemButtons({
  what,
  index,
  count,
  onMove,
  onDelete,
}: {
  what: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onDelete?: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        className="px-3 py-1 text-sm"
        disabled={index === 0}
        onClick={() => onMove(-1)}
        aria-label={`Move ${what} ${index + 1} up`}
      >
        ↑ Up
      </Button>
      <Button
        variant="secondary"
        className="px-3 py-1 text-sm"
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        aria-label={`Move ${what} ${index + 1} down`}
      >
        ↓ Down
      </Button>
      {onDelete && (
        <Button
          variant="secondary"
          className="px-3 py-1 text-sm text-red-700"
          onClick={onDelete}
          aria-label={`Delete ${what} ${index + 1}`}
        >
          Delete
        </Button>
      )}
    </div>
  );
}

/** The plan form: intro, knockout, competencies and questions; every control works from the keyboard. */
export function PlanEditor({ plan, onChange, errors }: PlanEditorProps) {
  const [showKnockout, setShowKnockout] = useState(Boolean(plan.knockout));
  /** A competency that could not be deleted because questions still assess it, and why. */
  const [keptCompetency, setKeptCompetency] = useState<{ id: string; message: string } | null>(null);
  const deleteCompetency = (index: number) => {
    const result = removeCompetency(plan, index);
    if ('refused' in result) {
      setKeptCompetency({ id: plan.competencies[index]!.id, message: result.refused });
      return;
    }
    setKeptCompetency(null);
    onChange(result.plan);
  };
  const err = (path: string) => errors.fields[path];
  const setCompetency = (index: number, patch: Partial<Competency>) =>
    onChange({ ...plan, competencies: plan.competencies.map((c, i) => (i === index ? { ...c, ...patch } : c)) });
  const setQuestion = (index: number, patch: Partial<Question>) =>
    onChange({ ...plan, questions: plan.questions.map((q, i) => (i === index ? { ...q, ...patch } : q)) });

  return (
    <div className="space-y-8">
      <Card aria-labelledby="plan-opening" as="section" padding="compact" className="space-y-4">
        <h2 id="plan-opening" className="text-lg font-semibold text-slate-900">
          Opening
        </h2>
        <Textarea
          className="min-w-0"
          label="Intro the interviewer reads first (optional)"
          error={err('intro')}
          textareaClassName="min-h-20"
          rows={2}
          maxLength={600}
          value={plan.intro ?? ''}
          onChange={(e) => onChange({ ...plan, intro: e.target.value || undefined })}
        />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={showKnockout}
            onChange={(e) => {
              setShowKnockout(e.target.checked);
              onChange({ ...plan, knockout: e.target.checked ? { question: '', requiredAnswer: 'yes' } : undefined });
            }}
          />
          Ask a knockout yes/no question at intake
        </label>
        {showKnockout && plan.knockout && (
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="sm:col-span-2">
              <Field
                className="min-w-0"
                label="Knockout question"
                error={err('knockout.question')}

                maxLength={300}
                value={plan.knockout!.question}
                onChange={(e) => onChange({ ...plan, knockout: { ...plan.knockout!, question: e.target.value } })}
              />
            </div>
            <Select
              className="min-w-0"
              label="Answer needed to continue"

              value={plan.knockout!.requiredAnswer}
              onChange={(e) =>
                onChange({
                  ...plan,
                  knockout: { ...plan.knockout!, requiredAnswer: e.target.value as 'yes' | 'no' },
                })
              }
            >
              <option value="yes">Yes</option>
              <option value="no">No</option>
            </Select>
          </div>
        )}
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={plan.cvFollowUp ?? false}
            onChange={(e) => onChange({ ...plan, cvFollowUp: e.target.checked || undefined })}
          />
          Allow one question about the candidate&apos;s CV
        </label>
        <div className="max-w-xs">
          <Field
            className="min-w-0"
            label="Thinking pause (seconds)"
            error={err('thinkingPauseMs')}
            hint={`Silence that ends a spoken answer: ${seconds(THINKING_PAUSE.minMs)}–${seconds(THINKING_PAUSE.maxMs)} s, default ${seconds(THINKING_PAUSE.defaultMs)} s. A candidate may ask for more time.`}

            type="number"
            inputMode="decimal"
            step={0.5}
            min={THINKING_PAUSE.minMs / 1000}
            max={THINKING_PAUSE.maxMs / 1000}

            placeholder={seconds(THINKING_PAUSE.defaultMs)}
            value={pauseSeconds(plan.thinkingPauseMs)}
            onChange={(e) => onChange({ ...plan, thinkingPauseMs: pauseMsOf(e.target.value) })}
          />
        </div>
      </Card>

      <section aria-labelledby="plan-competencies" className="space-y-4">
        <h2 id="plan-competencies" className="text-lg font-semibold text-slate-900">
          Competencies <span className="text-sm font-normal text-slate-500">(what is assessed)</span>
        </h2>
        <ol className="space-y-4">
          {plan.competencies.map((competency, index) => (
            <Card
              as="li"
              padding="compact"
              key={competency.id}
              className="space-y-3"
              aria-label={`Competency ${index + 1}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-800">Competency {index + 1}</h3>
                <ItemButtons
                  what="competency"
                  index={index}
                  count={plan.competencies.length}
                  onMove={(by) => onChange({ ...plan, competencies: move(plan.competencies, index, by) })}
                  onDelete={plan.competencies.length > 1 ? () => deleteCompetency(index) : undefined}
                />
              </div>
              {keptCompetency?.id === competency.id && (
                <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
                  {keptCompetency.message}
                </p>
              )}
              <div className="grid gap-4 sm:grid-cols-4">
                <div className="sm:col-span-3">
                  <Field
                    className="min-w-0"
                    label="Name"
                    error={err(`competencies.${index}.name`)}

                    maxLength={80}
                    value={competency.name}
                    onChange={(e) => setCompetency(index, { name: e.target.value })}
                  />
                </div>
                <Field
                  className="min-w-0"
                  label="Weight"
                  error={err(`competencies.${index}.weight`)}

                  type="number"
                  min={1}
                  max={PLAN_RULES.maxWeight}
                  value={Number.isNaN(competency.weight) ? '' : competency.weight}
                  onChange={(e) => setCompetency(index, { weight: toNumber(e.target.value) })}
                />
              </div>
              <Textarea
                className="min-w-0"
                label="What good looks like"
                error={err(`competencies.${index}.description`)}
                textareaClassName="min-h-16"
                rows={2}
                maxLength={1000}
                value={competency.description}
                onChange={(e) => setCompetency(index, { description: e.target.value })}
              />
              <details className="rounded-lg bg-slate-50 p-3">
                <summary className="cursor-pointer text-sm font-medium text-slate-700">Rating guide (1, 3, 5)</summary>
                <div className="mt-3 grid gap-3">
                  {([1, 3, 5] as const).map((rating) => (
                    <Field
                      className="min-w-0"
                      key={rating}
                      label={`Rating ${rating}`}
                      error={err(`competencies.${index}.anchors.${rating}`)}

                      maxLength={500}
                      value={competency.anchors[rating]}
                      onChange={(e) =>
                        setCompetency(index, { anchors: { ...competency.anchors, [rating]: e.target.value } })
                      }
                    />
                  ))}
                </div>
              </details>
            </Card>
          ))}
        </ol>
        <Button
          variant="secondary"
          disabled={plan.competencies.length >= PLAN_RULES.maxCompetencies}
          onClick={() =>
            onChange({
              ...plan,
              competencies: [...plan.competencies, newCompetency(plan.competencies.map((c) => c.id))],
            })
          }
        >
          Add competency
        </Button>
      </section>

      <section aria-labelledby="plan-questions" className="space-y-4">
        <h2 id="plan-questions" className="text-lg font-semibold text-slate-900">
          Questions{' '}
          <span className="text-sm font-normal text-slate-500">
            ({plan.questions.length} of at most {PLAN_RULES.maxQuestions}, asked in this order)
          </span>
        </h2>
        <ol className="space-y-4">
          {plan.questions.map((question, index) => (
            <Card
              as="li"
              padding="compact"
              key={question.id}
              className="space-y-3"
              aria-label={`Question ${index + 1}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-800">Question {index + 1}</h3>
                <ItemButtons
                  what="question"
                  index={index}
                  count={plan.questions.length}
                  onMove={(by) => onChange({ ...plan, questions: move(plan.questions, index, by) })}
                  onDelete={
                    plan.questions.length > PLAN_RULES.minQuestions
                      ? () => onChange({ ...plan, questions: plan.questions.filter((_, i) => i !== index) })
                      : undefined
                  }
                />
              </div>
              <Textarea
                className="min-w-0"
                label="Question text"
                error={err(`questions.${index}.text`)}
                textareaClassName="min-h-16"
                rows={2}
                maxLength={500}
                value={question.text}
                onChange={(e) => setQuestion(index, { text: e.target.value })}
              />
              <div className="grid gap-4 sm:grid-cols-3">
                <Select
                  className="min-w-0"
                  label="Competency"
                  error={err(`questions.${index}.competencyId`)}

                  value={question.competencyId}
                  onChange={(e) => setQuestion(index, { competencyId: e.target.value })}
                >
                  {!plan.competencies.some((c) => c.id === question.competencyId) && (
                    <option value={question.competencyId}>Choose…</option>
                  )}
                  {plan.competencies.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name || `Competency ${plan.competencies.indexOf(c) + 1}`}
                    </option>
                  ))}
                </Select>
                <Field
                  className="min-w-0"
                  label="Time limit (seconds)"
                  hint={`${PLAN_RULES.minAnswerSeconds}–${PLAN_RULES.maxAnswerSeconds}`}
                  error={err(`questions.${index}.timeLimitSeconds`)}

                  type="number"
                  min={PLAN_RULES.minAnswerSeconds}
                  max={PLAN_RULES.maxAnswerSeconds}
                  step={5}
                  value={Number.isNaN(question.timeLimitSeconds) ? '' : question.timeLimitSeconds}
                  onChange={(e) => setQuestion(index, { timeLimitSeconds: toNumber(e.target.value) })}
                />
                <Select
                  className="min-w-0"
                  label="Follow-ups allowed"
                  error={err(`questions.${index}.followUps`)}

                  value={question.followUps}
                  onChange={(e) => setQuestion(index, { followUps: Number(e.target.value) })}
                >
                  {Array.from({ length: PLAN_RULES.maxFollowUps + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </Select>
              </div>
            </Card>
          ))}
        </ol>
        <Button
          variant="secondary"
          disabled={plan.questions.length >= PLAN_RULES.maxQuestions}
          onClick={() =>
            onChange({
              ...plan,
              questions: [
                ...plan.questions,
                newQuestion(
                  plan.questions.map((q) => q.id),
                  plan.competencies[0]?.id ?? '',
                ),
              ],
            })
          }
        >
          Add question
        </Button>
      </section>
    </div>
  );
}
