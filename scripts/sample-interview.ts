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
  // A garbled recognition: never read back, never probed, even with a follow-up left.
  { text: 'job i would built to dispatch gosh the lunch', sttConfidence: 0.21 },
  { text: 'Designers are annoying.' },
  { text: 'PostgreSQL, PostGIS, Redis.' },
  {
    text: 'At my last job I kept every delivery point in PostgreSQL with PostGIS, indexed by geography, so finding the couriers within two kilometres of a pickup took a few milliseconds.',
    sttConfidence: 0.86,
  },
];

const provider = createBuiltinProvider({ log: pino({ level: 'silent' }) });
const turns = await simulateInterview(provider, {
  posting: DISPATCH_POSTING,
  plan: DISPATCH_PLAN,
  answers: SAMPLE_ANSWERS,
  employerName: process.argv[2],
});
console.log(formatTranscript(turns));
