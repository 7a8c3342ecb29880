/**
 * Voluntary self-identification for bias audits: the categories of the EEO-1 report, which
 * New York City's Local Law 144 audits also use. Kept free of zod so the candidate page can
 * show the form without pulling a validation library into its download.
 */

export const PREFER_NOT_TO_SAY = 'prefer_not_to_say';

export const SEX_CATEGORIES = ['female', 'male'] as const;
export type SexCategory = (typeof SEX_CATEGORIES)[number];
export const SEX_ANSWERS = [...SEX_CATEGORIES, PREFER_NOT_TO_SAY] as const;
export type SexAnswer = (typeof SEX_ANSWERS)[number];

/** In the order of the EEO-1 report. */
export const RACE_ETHNICITY_CATEGORIES = [
  'hispanic_latino',
  'white',
  'black',
  'native_hawaiian_pacific_islander',
  'asian',
  'american_indian_alaska_native',
  'two_or_more',
] as const;
export type RaceEthnicityCategory = (typeof RACE_ETHNICITY_CATEGORIES)[number];
export const RACE_ETHNICITY_ANSWERS = [...RACE_ETHNICITY_CATEGORIES, PREFER_NOT_TO_SAY] as const;
export type RaceEthnicityAnswer = (typeof RACE_ETHNICITY_ANSWERS)[number];

export const SEX_LABELS: Record<SexAnswer, string> = {
  female: 'Female',
  male: 'Male',
  prefer_not_to_say: 'Prefer not to say',
};

export const RACE_ETHNICITY_LABELS: Record<RaceEthnicityAnswer, string> = {
  hispanic_latino: 'Hispanic or Latino',
  white: 'White',
  black: 'Black or African American',
  native_hawaiian_pacific_islander: 'Native Hawaiian or Other Pacific Islander',
  asian: 'Asian',
  american_indian_alaska_native: 'American Indian or Alaska Native',
  two_or_more: 'Two or More Races',
  prefer_not_to_say: 'Prefer not to say',
};

/** What the candidate is told before answering; the form and the docs quote this one text. */
export const SELF_IDENTIFICATION_NOTICE =
  'These questions are voluntary. Answering or skipping them has no effect on your application. ' +
  'Your answers are stored apart from your interview, are never shown to the hiring team and are never given to any AI. ' +
  'They are used only in anonymous bias audits that compare outcomes between groups of candidates.';

export const selfIdentificationMessages = {
  notSubmitted: 'You can answer these questions once your interview is submitted.',
  alreadyAnswered: 'You have already answered these questions. Thank you.',
  saved: 'Thank you. Your answers are saved for bias audits only.',
} as const;
