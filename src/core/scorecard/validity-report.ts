import {
  targetChecks,
  targetsMet,
  type ValidityPart,
  type ValidityStatement,
  validityStatementSchema,
} from './validity.ts';

/**
 * The assessor validity statement built from the figures an evaluation computed, and its readable
 * form (docs/assessor-validity.md). Pure: scripts/eval-report.ts writes the files.
 */

/** The figures of one evaluated part as scripts/eval.ts has them (per-kind and per-variant figures are optional). */
export type EvaluatedPart = {
  name: string;
  /** The posting names of the part's files: the fields it covers. */
  postings: readonly { posting: string }[];
  transcripts: number;
  metrics: {
    spearmanOverall: number;
    pairwiseAccuracy: number;
    competencyWithinOne: number;
    gamingMaxPercentile: number;
    gamingByKind?: Partial<Record<string, number>>;
    styleDeltas?: Partial<Record<string, { pairs: number; mean: number; maxAbs: number }>>;
  };
};

export type ReportInput = {
  assessor: { provider: string; model: string };
  development: EvaluatedPart[];
  /** null when the held-out part does not exist (then no target is met). */
  heldOut: EvaluatedPart | null;
  /** Remarks on what the figures were computed from; the writer adds its own where figures are missing. */
  caveats?: string[];
  now?: Date;
};

export const VALIDITY_METHOD =
  'Each labelled transcript (one answer per plan question) is assessed as in production and its scorecard settled by ' +
  'the same code (quote verification, Overall Score from ratings and weights). Labels were written from the answers and ' +
  'the plan only, following docs/eval-guide.md, and turned into a labelled Overall Score by the same formula. Measured: ' +
  'Spearman rank correlation of the Overall Score with the labelled one; the share of same-posting pairs (labels at ' +
  'least 5 points apart) put in the labelled order; the share of competency ratings within one level of the label; for ' +
  'each gaming transcript (keyword lists, text addressed to the assessor, copied or off-topic answers, templates…) the ' +
  'percentage of honest transcripts it outscores; for matched style pairs (same substance in another form) the change ' +
  'of the Overall Score. The targets apply to the held-out part only, which is never used for tuning.';

function partOf(part: EvaluatedPart): ValidityPart {
  const m = part.metrics;
  return {
    name: part.name,
    fields: [...new Set(part.postings.map((p) => p.posting))],
    figures: {
      transcripts: part.transcripts,
      postings: part.postings.length,
      spearmanOverall: m.spearmanOverall,
      pairwiseAccuracy: m.pairwiseAccuracy,
      competencyWithinOne: m.competencyWithinOne,
      gamingMaxPercentile: m.gamingMaxPercentile,
      gamingByKind: Object.entries(m.gamingByKind ?? {}).map(([kind, p]) => ({ kind, maxPercentile: p ?? 0 })),
      styleDeltas: Object.entries(m.styleDeltas ?? {}).flatMap(([variant, d]) => (d ? [{ variant, ...d }] : [])),
    },
  };
}

/** The statement for these figures (validated against the shared schema). */
export function validityStatement(input: ReportInput): ValidityStatement {
  const caveats = [...(input.caveats ?? [])];
  if (!input.heldOut) caveats.push('There is no held-out part yet, so no target can be claimed as met.');
  const parts = [...input.development, ...(input.heldOut ? [input.heldOut] : [])];
  if (parts.some((p) => p.metrics.styleDeltas === undefined))
    caveats.push('Style deltas (matched pairs) were not computed by this evaluation.');
  if (parts.some((p) => p.metrics.gamingByKind === undefined))
    caveats.push('Gaming results per kind were not computed by this evaluation; only the highest percentile is given.');
  return validityStatementSchema.parse({
    assessor: input.assessor,
    measuredAt: (input.now ?? new Date()).toISOString(),
    method: VALIDITY_METHOD,
    development: input.development.map(partOf),
    heldOut: input.heldOut ? partOf(input.heldOut) : null,
    caveats,
  });
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

function partMarkdown(part: ValidityPart): string {
  const f = part.figures;
  const lines = [
    `### ${part.name}`,
    '',
    `${f.transcripts} transcripts, ${f.postings} postings. Fields: ${part.fields.join(', ') || '—'}.`,
    '',
    row(['measure', 'value']),
    row(['---', '---']),
    row(['Spearman, Overall Score vs label', f.spearmanOverall.toFixed(3)]),
    row(['pairwise ordering', f.pairwiseAccuracy.toFixed(3)]),
    row(['competency within one', f.competencyWithinOne.toFixed(3)]),
    row(['highest gaming percentile', f.gamingMaxPercentile.toFixed(1)]),
    ...f.gamingByKind.map((g) => row([`gaming: ${g.kind}`, g.maxPercentile.toFixed(1)])),
    ...f.styleDeltas.map((s) =>
      row([`style: ${s.variant} (${s.pairs} pairs)`, `mean ${s.mean.toFixed(1)}, largest ${s.maxAbs.toFixed(1)}`]),
    ),
  ];
  return lines.join('\n');
}

/** The statement as a page to read (docs/assessor-validity.md). */
export function validityMarkdown(s: ValidityStatement): string {
  const checks = targetChecks(s);
  return [
    '# Assessor validity statement',
    '',
    `Written by \`npm run eval -- --report\` on ${s.measuredAt} for the ${s.assessor.provider} assessor ` +
      `(\`${s.assessor.model}\`). Do not edit by hand; the same figures are in \`docs/assessor-validity.json\`.`,
    '',
    `**Targets met: ${targetsMet(s) ? 'yes' : 'no'}.** ${
      targetsMet(s)
        ? 'The Overall Score is shown by default.'
        : 'Postings assessed by this assessor show the evidence and the team’s ratings, not the Overall Score, by default; the estimate stays one click away with these figures beside it.'
    }`,
    '',
    '## Targets (held-out part)',
    '',
    row(['target', 'required', 'measured', 'met']),
    row(['---', '---', '---', '---']),
    ...checks.map((c) => row([c.name, c.target, c.value, c.met ? 'yes' : 'no'])),
    '',
    '## Method',
    '',
    s.method,
    '',
    '## Figures',
    '',
    s.heldOut ? partMarkdown(s.heldOut) : '### Held-out part\n\nNot measured: it does not exist yet.',
    '',
    ...s.development.map((p) => `${partMarkdown(p)}\n`),
    '## What these figures are computed from',
    '',
    ...s.caveats.map((c) => `- ${c}`),
    '',
  ].join('\n');
}
