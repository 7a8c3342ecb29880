/** OpenAI chat-completion payloads as the real API sends them (the fields the SDK reads). */

const created = () => Math.floor(Date.now() / 1000);
let counter = 0;
const completionId = () => `chatcmpl-fake${(++counter).toString().padStart(6, '0')}`;

/** Splits a reply into token-like pieces (a word with its leading whitespace); joined they give the reply back. */
export function streamTokens(reply: string): string[] {
  return reply.match(/\s*\S+\s*$|\s*\S+/g) ?? [];
}

export function chatCompletionJson(model: string, reply: string) {
  return {
    id: completionId(),
    object: 'chat.completion',
    created: created(),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: reply, refusal: null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: {
      prompt_tokens: 10,
      completion_tokens: streamTokens(reply).length,
      total_tokens: 10 + streamTokens(reply).length,
    },
  };
}

export function chatChunk(model: string, delta: { role?: string; content?: string }, finishReason: 'stop' | null) {
  return {
    id: completionId(),
    object: 'chat.completion.chunk',
    created: created(),
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
}
