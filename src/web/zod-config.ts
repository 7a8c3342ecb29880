import { z } from 'zod';

// The Content-Security-Policy forbids eval; tell zod not to probe for it (its JIT would, and the
// probe is reported as a violation). Imported first by main.tsx: zod probes when an object schema
// is built, so this must run before any module that declares schemas is evaluated.
z.config({ jitless: true });
