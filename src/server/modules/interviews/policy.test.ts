import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { BACKEND_ANSWERS, BACKEND_POSTING, MARKETING_POSTING } from '../../../../tests/fixtures/job-postings.ts';
import {
  CLOSING_LINE,
  isClosingMessage,
  isEmptyTranscription,
  MAX_QUESTIONS as MAX_BOT_QUESTIONS,
} from '../../../core/interview-rules.ts';
import { planQuestions } from '../../adapters/ai/builtin/question-planner.ts';
import { createBuiltinProvider } from '../../adapters/ai/builtin-provider.ts';
import { readMarkers } from '../../adapters/ai/prompt-markers.ts';
import {
  buildFeedbackMessages,
  buildTurnMessages,
  FEEDBACK_SECTIONS,
  INTERVIEW_START_MESSAGE,
  nextBotTurn,
  type InterviewTurn,
} from './policy.ts';

const builtin = createBuiltinProvider({ log: pino({ level: 'silent' }) });
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

async function runInterview(posting: { title: string; description: string }, answers: string[]) {
  const turns: InterviewTurn[] = [];
  const replies: { text: string; deltas: number }[] = [];
  for (let asked = 0; asked <= answers.length; asked++) {
    let text = '';
    let deltas = 0;
    for await (const delta of nextBotTurn(builtin, { ...posting, turns, questionsAsked: asked })) {
      text += delta;
      deltas++;
    }
    replies.push({ text, deltas });
    turns.push({ speaker: 'bot', text });
    if (asked < answers.length) turns.push({ speaker: 'user', text: answers[asked]! });
  }
  return replies;
}

describe('buildTurnMessages', () => {
  const turns: InterviewTurn[] = [
    { speaker: 'bot', text: 'Hello! Tell me about yourself.' },
    { speaker: 'user', text: 'I build payment APIs.' },
    { speaker: 'bot', text: 'Which database?' },
    { speaker: 'user', text: '   ' },
    { speaker: 'user', text: 'PostgreSQL, mostly.' },
  ];
  const messages = buildTurnMessages({ ...BACKEND_POSTING, turns, questionsAsked: 3 });
  const system = messages[0]!.content;

  test('the system prompt carries the job description, the questions remaining and the 50-word limit', () => {
    expect(messages[0]!.role).toBe('system');
    expect(system).toContain(BACKEND_POSTING.description);
    expect(system).toContain('7 questions remain');
    expect(system).toContain('under 50 words');
    expect(system).toContain(CLOSING_LINE);
    expect(readMarkers(system)).toMatchObject({
      mode: 'interview-turn',
      questionsAsked: 3,
      questionsRemaining: 7,
      maxWords: 50,
    });
  });

  test('prior turns follow as assistant/user messages, without empty transcriptions', () => {
    expect(messages.slice(1)).toEqual([
      { role: 'assistant', content: 'Hello! Tell me about yourself.' },
      { role: 'user', content: 'I build payment APIs.' },
      { role: 'assistant', content: 'Which database?' },
      { role: 'user', content: 'PostgreSQL, mostly.' },
    ]);
  });

  test('the first turn has a user message to answer and asks for a greeting', () => {
    const first = buildTurnMessages({ ...BACKEND_POSTING, turns: [], questionsAsked: 0 });
    expect(first.at(-1)).toEqual({ role: 'user', content: INTERVIEW_START_MESSAGE });
    expect(first[0]!.content).toContain('greeting');
    expect(first[0]!.content).toContain('10 questions remain');
  });

  test('the last question is announced', () => {
    const last = buildTurnMessages({ ...BACKEND_POSTING, turns, questionsAsked: MAX_BOT_QUESTIONS - 1 });
    expect(last[0]!.content).toContain('1 question remains');
    expect(last[0]!.content).toContain('This is your last question.');
  });
});

test('buildFeedbackMessages asks for the seven sections and carries the transcript', () => {
  const transcript = 'BOT: [00:00:00] Hello\nUSER: [00:00:05] Hi there.';
  const [system, user] = buildFeedbackMessages({ ...BACKEND_POSTING, transcript });
  for (const section of FEEDBACK_SECTIONS) expect(system!.content).toContain(section);
  expect(system!.content).toContain('Overall Score: <a number from 1 to 100>/100');
  expect(readMarkers(system!.content)).toMatchObject({ mode: 'feedback', jobTitle: BACKEND_POSTING.title });
  expect(user!.content).toContain(transcript);
});

test('isEmptyTranscription ignores whitespace-only text', () => {
  expect(isEmptyTranscription('  \n\t')).toBe(true);
  expect(isEmptyTranscription(null)).toBe(true);
  expect(isEmptyTranscription(' yes ')).toBe(false);
});

describe('nextBotTurn with the builtin interviewer', () => {
  test('a full run of ten answers ends with the closing message', async () => {
    const replies = await runInterview(BACKEND_POSTING, BACKEND_ANSWERS);
    expect(replies).toHaveLength(MAX_BOT_QUESTIONS + 1);
    expect(replies.at(-1)!.text).toBe(CLOSING_LINE);
    expect(replies.slice(0, -1).some((r) => isClosingMessage(r.text))).toBe(false);
    expect(replies[0]!.text).toMatch(/^Hello, and welcome to your interview for the Senior Backend Engineer position/);
  });

  test('every reply is at most 50 words and streamed in several deltas', async () => {
    const replies = await runInterview(MARKETING_POSTING, BACKEND_ANSWERS);
    for (const reply of replies) expect(wordCount(reply.text)).toBeLessThanOrEqual(50);
    for (const reply of replies.slice(0, -1)) expect(reply.deltas).toBeGreaterThan(2);
  });

  test('follow-ups refer to the previous answer by a skill it names or a verbatim quote', async () => {
    const replies = await runInterview(BACKEND_POSTING, BACKEND_ANSWERS);
    const plan = planQuestions(BACKEND_POSTING.title, BACKEND_POSTING.description);
    const skills = ['TypeScript', 'Node.js', 'PostgreSQL', 'AWS', 'Kubernetes'];
    for (let i = 1; i < MAX_BOT_QUESTIONS; i++) {
      const reply = replies[i]!.text;
      const answer = BACKEND_ANSWERS[i - 1]!.toLowerCase();
      expect(reply.endsWith(plan[i]!), reply).toBe(true);
      const lead = reply.slice(0, reply.length - plan[i]!.length);
      const quoted = /"([^"]+)"/.exec(lead)?.[1];
      if (quoted) expect(answer).toContain(quoted.toLowerCase());
      else
        expect(
          skills.some((s) => lead.includes(s) && answer.includes(s.toLowerCase())),
          lead,
        ).toBe(true);
    }
    expect(replies[2]!.text).toContain('TypeScript'); // answer 2 names it
    expect(replies[1]!.text).toMatch(/"I am a backend engineer[^"]*"/); // answer 1 names no skill: quoted
  });

  test('is deterministic for the same inputs and differs between postings', async () => {
    const first = await runInterview(BACKEND_POSTING, BACKEND_ANSWERS);
    const again = await runInterview(BACKEND_POSTING, BACKEND_ANSWERS);
    const other = await runInterview(MARKETING_POSTING, BACKEND_ANSWERS);
    expect(again).toEqual(first);
    expect(other.map((r) => r.text)).not.toEqual(first.map((r) => r.text));
  });

  test('after the maximum number of questions it replies with the closing line', async () => {
    const reply: string[] = [];
    for await (const delta of nextBotTurn(builtin, { ...BACKEND_POSTING, turns: [], questionsAsked: 12 }))
      reply.push(delta);
    expect(reply).toEqual([CLOSING_LINE]);
  });
});
