import { type ChatRequestBody } from './server.ts';

/**
 * Plays the model's part in assessment contract tests: reads the plan and the delimited answers
 * from a real assessment request (openai-assess-prompts.ts) and replies as a model might — a
 * scorecard draft in a code fence with quotes copied from the answers, one invented quote that
 * must be dropped, and statuses per question. Deterministic: the same request gives the same
 * reply; a sampled request (temperature > 0) moves each rating by -1, 0 or +1 with its seed, so
 * three samples have the temperature-0 rating as their median.
 */
export const INVENTED_QUOTE = 'this sentence was never said by the candidate';

export function assessorReply(body: ChatRequestBody): string {
  const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  const competencies = [...system.matchAll(/^- (\S+) ".*" \(weight /gm)].map((m) => m[1]!);
  const questions = [...system.matchAll(/^- (\S+) \[(\S+)\] /gm)].map((m) => ({ id: m[1]!, competencyId: m[2]! }));
  const answers = [
    ...user.matchAll(/<candidate_answer answer_id="([^"]+)" question_id="([^"]+)">\n([\s\S]*?)\n<\/candidate_answer>/g),
  ].map((m) => ({ id: m[1]!, questionId: m[2]!, text: m[3]!.trim() }));
  const words = (text: string) => text.split(/\s+/).filter(Boolean);
  const offset = (body.temperature ?? 0) > 0 ? (((Number(body.seed ?? 0) % 3) + 3) % 3) - 1 : 0;
  const draft = {
    competencies: competencies.map((competencyId) => {
      const own = answers.filter(
        (a) => a.text !== '' && questions.some((q) => q.id === a.questionId && q.competencyId === competencyId),
      );
      const length = own.reduce((n, a) => n + words(a.text).length, 0);
      if (own.length === 0 || length < 5)
        return { competencyId, rating: null, justification: 'No relevant evidence.', evidence: [] };
      const rating = Math.max(1, Math.min(5, 1 + Math.floor(length / 40) + offset));
      return {
        competencyId,
        rating,
        justification: `Judged against the anchors on ${own.length} answer(s).`,
        evidence: [
          ...own
            .filter((a) => words(a.text).length >= 5)
            .map((a) => ({ answerId: a.id, quote: words(a.text).slice(0, 8).join(' ') })),
          { answerId: own[0]!.id, quote: INVENTED_QUOTE },
        ].slice(0, 4),
      };
    }),
    questions: questions.map((q) => {
      const text = answers.find((a) => a.questionId === q.id)?.text ?? '';
      return { questionId: q.id, status: words(text).length >= 20 ? 'answered' : text ? 'partly' : 'not_answered' };
    }),
    cvNote: null,
  };
  return `Here is the scorecard.\n\`\`\`json\n${JSON.stringify(draft)}\n\`\`\``;
}
