/**
 * Prints a whole builtin interview for a sample posting and plan, with varied answers (rich,
 * "No.", a keyword list, off-topic, negative, a low-confidence transcription), so a reader can
 * judge how the interviewer sounds. `npm run sample-interview`.
 */
import pino from 'pino';
import { createBuiltinProvider } from '../src/server/adapters/ai/builtin-provider.ts';
import { DISPATCH_PLAN, DISPATCH_POSTING } from '../tests/fixtures/interview-plans.ts';
import { formatTranscript, simulateInterview } from '../tests/support/simulate-interview.ts';

const SAMPLE_ANSWERS = [
  { text: 'Never used maps.' },
  { text: 'No.' },
  { text: 'I enjoy cycling along the river at the weekend with my friends.' },
  {
    text: 'Last spring our courier app started timing out at lunch. I pulled the slow query log, found a missing index on the orders table, added it behind a feature flag and the timeouts stopped.',
    sttConfidence: 0.83,
  },
  { text: 'Designers are annoying.' },
  { text: 'PostgreSQL, PostGIS, Redis.' },
  { text: 'job i would built to dispatch gosh the lunch', sttConfidence: 0.21 },
];

const provider = createBuiltinProvider({ log: pino({ level: 'silent' }) });
const turns = await simulateInterview(provider, {
  posting: DISPATCH_POSTING,
  plan: DISPATCH_PLAN,
  answers: SAMPLE_ANSWERS,
  employerName: process.argv[2],
});
console.log(formatTranscript(turns));
