import { type InterviewPlan } from '../../../../../core/interview-plan.ts';
import {
  type AssessmentDraft,
  type CandidateAnswer,
  MAX_QUOTES_PER_COMPETENCY,
  type QuestionStatus,
} from '../../../../../core/scorecard/scorecard.ts';
import { analyseAnswer, type AnswerSignals, type Topic } from './analyse-answer.ts';
import {
  answerQuality,
  type AnswerQuality,
  interviewPlanShare,
  offTopicInterview,
  questionStatus,
} from './answer-quality.ts';
import { pickQuotes, quoteCandidates } from './evidence.ts';
import { writeCvNote } from './cv-note.ts';
import { copiedAnswers } from './repetition.ts';
import { topicStems } from './words.ts';

/** Competency value (0–1) from which each rating applies: below the first, 1; from the last, 5. */
export const RATING_CUTS = [0.2, 0.38, 0.55, 0.72] as const;

type Judged = {
  questionId: string;
  competencyId: string;
  text: string;
  answers: CandidateAnswer[];
  signals: AnswerSignals;
  quality: AnswerQuality;
  copied: boolean;
  status: QuestionStatus;
  topic: Topic;
};

function ratingOf(value: number): number {
  return 1 + RATING_CUTS.filter((cut) => value >= cut).length;
}

function topicsOf(plan: InterviewPlan): Map<string, Topic> {
  const whole = topicStems(
    [
      ...plan.competencies.map((c) => [c.name, c.description, c.anchors[1], c.anchors[3], c.anchors[5]].join('\n')),
      ...plan.questions.map((q) => q.text),
    ].join('\n'),
  );
  const topics = new Map<string, Topic>();
  for (const question of plan.questions) {
    const c = plan.competencies.find((x) => x.id === question.competencyId)!;
    const own = topicStems([question.text, c.name, c.description, c.anchors[1], c.anchors[3], c.anchors[5]].join('\n'));
    topics.set(question.id, { question: topicStems(question.text), own, plan: whole });
  }
  return topics;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function justification(rating: number | null, judged: Judged[]): string {
  const total = judged.length;
  const covered = judged.filter((j) => j.status !== 'not_answered');
  const notes: string[] = [];
  const sum = (f: (j: Judged) => number) => covered.reduce((n, j) => n + f(j), 0);
  if (rating === null) notes.push(`No answer to its ${plural(total, 'question')} gave relevant evidence.`);
  else {
    notes.push(`Rated ${rating} of 5 on ${covered.length} of ${plural(total, 'question')} answered.`);
    const told: string[] = [];
    if (sum((j) => j.signals.actions) > 0) told.push("the candidate's own actions");
    if (sum((j) => j.signals.numbers) > 0) told.push('concrete figures');
    if (sum((j) => j.signals.outcomes) > 0) told.push('stated results');
    if (told.length > 0) notes.push(`The answers give ${told.join(', ')}.`);
  }
  const ignored: string[] = [];
  if (judged.some((j) => j.signals.removed.keywordList > 0)) ignored.push('keyword lists');
  if (judged.some((j) => j.signals.removed.selfPraise > 0)) ignored.push('self-praise');
  if (judged.some((j) => j.signals.removed.instruction > 0)) ignored.push('text addressed to the assessor');
  if (judged.some((j) => j.copied)) ignored.push('an answer repeated from another question');
  if (judged.some((j) => !j.copied && j.signals.contentWords >= 8 && j.quality.relevance < 0.2))
    ignored.push('text unrelated to the question');
  if (ignored.length > 0) notes.push(`Not counted: ${ignored.join(', ')}.`);
  return notes.join(' ');
}

/**
 * The builtin assessor: judges each answer against its question and competency with fixed
 * rules and returns a draft scorecard with verbatim quotes. Deterministic: the same plan and
 * answers always give the same draft. The CV text, when given, only writes the separate
 * "CV vs interview" note (`writeCvNote`), after the ratings and never into them.
 */
export function assessInterview(plan: InterviewPlan, answers: CandidateAnswer[], cvText?: string): AssessmentDraft {
  const topics = topicsOf(plan);
  const base = plan.questions.map((question) => {
    const own = answers.filter((a) => a.questionId === question.id && a.text.trim() !== '');
    const text = own.map((a) => a.text).join('\n');
    const topic = topics.get(question.id)!;
    return { question, own, text, topic, signals: analyseAnswer(text, topic) };
  });
  const elsewhere = offTopicInterview(base.map((b) => b.signals));
  const share = interviewPlanShare(base.map((b) => b.signals));
  for (const b of base) {
    b.signals.offTopicInterview = elsewhere;
    b.signals.interviewShare = share;
  }
  const qualities = base.map((b) => answerQuality(b.signals));
  const copied = copiedAnswers(base.map((b) => b.text));
  const judged: Judged[] = base.map((b, i) => ({
    questionId: b.question.id,
    competencyId: b.question.competencyId,
    text: b.text,
    answers: b.own,
    signals: b.signals,
    quality: qualities[i]!,
    copied: copied[i]!,
    status: questionStatus(b.signals, qualities[i]!, copied[i]!),
    topic: b.topic,
  }));

  const competencies = plan.competencies.map((competency) => {
    const own = judged.filter((j) => j.competencyId === competency.id);
    const covered = own.filter((j) => j.status !== 'not_answered');
    const values = covered.map((j) => j.quality.quality);
    const quotes = pickQuotes(
      covered.flatMap((j) => j.answers.flatMap((a) => quoteCandidates(a.id, a.text, j.topic))),
      MAX_QUOTES_PER_COMPETENCY,
    );
    const rating =
      values.length === 0 || quotes.length === 0
        ? null
        : ratingOf(0.6 * Math.max(...values) + (0.4 * values.reduce((a, b) => a + b, 0)) / values.length);
    return {
      competencyId: competency.id,
      rating,
      justification: justification(rating, own),
      evidence: rating === null ? [] : quotes,
    };
  });

  const cvNote = writeCvNote(plan, competencies, cvText);
  return {
    competencies,
    questions: judged.map((j) => ({ questionId: j.questionId, status: j.status })),
    ...(cvNote ? { cvNote } : {}),
  };
}
