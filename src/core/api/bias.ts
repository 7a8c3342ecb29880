import { z } from 'zod';
import { RACE_ETHNICITY_ANSWERS, SEX_ANSWERS } from '../self-identification.ts';
import { DATE_ORDER_MESSAGE, DAY_MS } from '../dates.ts';
import { isoDaySchema } from './dates.ts';

/** Zod contracts of bias monitoring: the candidate's voluntary answers and the employer's report. */

export const selfIdentificationSchema = z.strictObject({
  sex: z.enum(SEX_ANSWERS),
  raceEthnicity: z.enum(RACE_ETHNICITY_ANSWERS),
});
export type SelfIdentificationInput = z.infer<typeof selfIdentificationSchema>;

export const selfIdentificationStatusSchema = z.object({
  /** The interview is submitted, so the questions may be answered. */
  open: z.boolean(),
  answered: z.boolean(),
});
export type SelfIdentificationStatus = z.infer<typeof selfIdentificationStatusSchema>;

export const selfIdentificationSavedSchema = z.object({ saved: z.literal(true), message: z.string() });

/** A report covers whole UTC days; without dates, the last 365 days up to today. */
export const DEFAULT_REPORT_DAYS = 365;
export const MAX_REPORT_DAYS = 3660;

const isoDate = isoDaySchema.refine(
  (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
  {
    message: 'Dates must be real calendar dates',
  },
);

export const biasReportQuerySchema = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export type BiasReportQuery = z.infer<typeof biasReportQuerySchema>;

export type ReportRange = { from: string; to: string };

export const dayString = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayString(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** Fills in missing dates (a year back from `to`, `to` = today) and checks the order and length. */
export function resolveReportRange(
  query: BiasReportQuery,
  today: Date,
): { ok: true; range: ReportRange } | { ok: false; message: string } {
  const to = query.to ?? dayString(today);
  const from = query.from ?? addDays(to, 1 - DEFAULT_REPORT_DAYS);
  if (from > to) return { ok: false, message: DATE_ORDER_MESSAGE };
  if (Date.parse(to) - Date.parse(from) >= MAX_REPORT_DAYS * DAY_MS) {
    return { ok: false, message: `A report can cover at most ${MAX_REPORT_DAYS} days.` };
  }
  return { ok: true, range: { from, to } };
}

/** The instants a range covers: from its first day's midnight (UTC) to the midnight after its last day. */
export const rangeBounds = (range: ReportRange) => ({
  start: new Date(`${range.from}T00:00:00Z`),
  endExclusive: new Date(`${addDays(range.to, 1)}T00:00:00Z`),
});

const rate = z.object({ rate: z.number().nullable(), impactRatio: z.number().nullable(), flagged: z.boolean() });

/** A category's counts are null when suppressed (shown as "<5"; src/core/bias-disclosure.ts). */
export const biasCategorySchema = z.object({
  key: z.string(),
  label: z.string(),
  applications: z.number().int().nullable(),
  assessed: z.number().int().nullable(),
  selected: z.number().int().nullable(),
  aboveMedian: z.number().int().nullable(),
  shareOfAssessed: z.number().nullable(),
  selection: rate,
  scoring: rate,
  excluded: z.enum(['unknown', 'no_data', 'small_group', 'small_share']).nullable(),
  suppressed: z.boolean(),
});

export const biasReportResponseSchema = z.object({
  posting: z.object({ id: z.string(), title: z.string() }),
  range: z.object({ from: z.string(), to: z.string() }),
  medianScore: z.number().nullable(),
  /** False when the range has too few applications to show any group (then `tables` is empty). */
  groupsShown: z.boolean(),
  totals: z.object({
    applications: z.number().int(),
    assessed: z.number().int(),
    selected: z.number().int(),
    aboveMedian: z.number().int(),
  }),
  tables: z.array(
    z.object({
      dimension: z.enum(['sex', 'race_ethnicity', 'intersectional']),
      categories: z.array(biasCategorySchema),
    }),
  ),
});
export type BiasReportResponse = z.infer<typeof biasReportResponseSchema>;
