import { SCORE_BASES } from '../../core/scorecard/team-rating.ts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { submissionNotificationModes } from '../../core/api/postings.ts';
import { cvTextStatuses } from '../../core/cv-text.ts';
import { MAIL_TEMPLATE_KINDS } from '../../core/mail-templates.ts';
import { DEFAULT_RECOMMEND_THRESHOLD } from '../../core/dashboard.ts';
import type { ApiKeyScope } from '../../core/api-keys.ts';
import type { WebhookEventType } from '../../core/webhooks.ts';
import type { WordTiming } from '../../core/scorecard/quote-start.ts';
import { RACE_ETHNICITY_ANSWERS, SEX_ANSWERS } from '../../core/self-identification.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---- better-auth tables (names and fields as better-auth expects) ----

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The organization this session acts in (better-auth organization plugin). */
    activeOrganizationId: text('active_organization_id'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// ---- better-auth organization plugin (docs/decisions/0019-organizations.md) ----

export const organization = pgTable('organization', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  metadata: text('metadata'),
  createdAt: createdAt(),
});

/** An organization's own wording of a candidate e-mail (docs/decisions/0043); none = the default. */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MAIL_TEMPLATE_KINDS }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'mail_templates_pk', columns: [t.organizationId, t.kind] })],
);

/** The allowed address an organization's members last used, for links in mails jobs send them (0043). */
export const organizationLinkOrigins = pgTable('organization_link_origins', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  origin: text('origin').notNull(),
  updatedAt: updatedAt(),
});

/** The employer's brand on candidate pages and e-mails (docs/decisions/0025-employer-brand.md). */
export const organizationBrands = pgTable(
  'organization_brands',
  {
    organizationId: text('organization_id')
      .primaryKey()
      .references(() => organization.id, { onDelete: 'cascade' }),
    displayName: text('display_name'),
    accentColor: text('accent_color'),
    supportEmail: text('support_email'),
    websiteUrl: text('website_url'),
    logoKey: text('logo_key'),
    logoContentType: text('logo_content_type'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'organization_brands_accent_color_check',
      sql`${t.accentColor} IS NULL OR ${t.accentColor} ~ '^#[0-9a-f]{6}$'`,
    ),
    check(
      'organization_brands_logo_type_check',
      sql`${t.logoContentType} IS NULL OR ${t.logoContentType} IN ('image/png', 'image/jpeg', 'image/webp')`,
    ),
  ],
);

/** Roles are those of src/core/access.ts. */
export const member = pgTable(
  'member',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('reviewer'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('member_organization_user_unique').on(t.organizationId, t.userId),
    index('member_user_idx').on(t.userId),
  ],
);

export const invitation = pgTable(
  'invitation',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role'),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('invitation_organization_idx').on(t.organizationId), index('invitation_email_idx').on(t.email)],
);

// ---- product tables (docs/product-rules.md §3) ----

export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** One row per organization; "subscription view of the current user" in the spec. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    organizationId: text('organization_id')
      .primaryKey()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** The member who opened the account (a personal organization's owner); kept when they leave as null. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('none'),
    plan: text('plan'),
    isFree: boolean('is_free').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** `created` of the last Stripe event applied to this subscription; older events are stale. */
    stripeEventAt: timestamp('stripe_event_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Webhooks find the account by Stripe's ids.
    index('subscriptions_stripe_subscription_idx').on(t.stripeSubscriptionId),
    index('subscriptions_stripe_customer_idx').on(t.stripeCustomerId),
    index('subscriptions_user_idx').on(t.userId),
  ],
);

/** `alternative-requested`: the candidate asked for a process without the AI interview (never assessed by AI). */
export const interviewStatuses = ['pending', 'accepted', 'rejected', 'alternative-requested'] as const;

export const jobPostings = pgTable(
  'job_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The organization that owns the posting and everything under it. */
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** Created by (null once that account is deleted). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Number of interviews under this posting (archived included). Kept by triggers on
     * `interviews` (migration 0002), never written by the app: the dashboard reads it
     * instead of counting every application on each request.
     */
    applicationCount: integer('application_count').notNull().default(0),
    /** Days after an invitation before its one reminder (0 = no reminder); migration 0019. */
    invitationReminderDays: integer('invitation_reminder_days').notNull().default(3),
    /** Days an invitation's personal link stays valid. */
    invitationExpiryDays: integer('invitation_expiry_days').notNull().default(14),
    /** The employer's booking page (https) offered in the accept e-mail; null when none. */
    bookingUrl: text('booking_url'),
    /** Days after an application before the same e-mail may apply again; null: never (one application). */
    retakeAfterDays: integer('retake_after_days'),
    submissionNotifications: text('submission_notifications', { enum: submissionNotificationModes })
      .notNull()
      .default('each'),
    /** Assessed interviews with an Overall Score at or above this (1–100) count as Recommended. */
    recommendThreshold: integer('recommend_threshold').notNull().default(DEFAULT_RECOMMEND_THRESHOLD),
    /**
     * When the plan was first published (a plan version, or the default interview published
     * explicitly); null: a draft that takes no candidates (migration 0033, docs/decisions/0042).
     */
    planPublishedAt: timestamp('plan_published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_postings_organization_created_idx').on(t.organizationId, t.createdAt.desc()),
    check('job_postings_recommend_threshold_range', sql`${t.recommendThreshold} BETWEEN 1 AND 100`),
  ],
);

export const feedbackStatuses = ['not_started', 'pending', 'running', 'done', 'failed'] as const;
export const assessorKinds = ['builtin', 'openai-compatible'] as const;

/** One row per candidate application. */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobPostingId: uuid('job_posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    candidateEmail: text('candidate_email').notNull(),
    fullName: text('full_name').notNull(),
    cvKey: text('cv_key'),
    cvFilename: text('cv_filename'),
    /** The CV's text, read in the background after intake (core/cv-text.ts); null until read or for old rows. */
    cvText: text('cv_text'),
    cvTextStatus: text('cv_text_status', { enum: cvTextStatuses }),
    /** Why the text is missing or partial, shown to the employer beside it. */
    cvTextNote: text('cv_text_note'),
    status: text('status', { enum: interviewStatuses }).notNull().default('pending'),
    transcript: text('transcript'),
    aiFeedback: text('ai_feedback'),
    /** The settled Overall Score: the team's ratings where given, else the assessor's (docs/decisions/0034). */
    score: integer('score'),
    /** What `score` rests on: 'assessor', 'team' or 'mixed' (SCORE_BASES in core/scorecard/team-rating.ts). */
    scoreBasis: text('score_basis', { enum: SCORE_BASES }),
    analytics: jsonb('analytics'),
    feedbackStatus: text('feedback_status', { enum: feedbackStatuses }).notNull().default('not_started'),
    feedbackError: text('feedback_error'),
    /** Who wrote the feedback: the builtin rule-based assessor or an OpenAI-compatible model (and which). */
    assessorKind: text('assessor_kind', { enum: assessorKinds }),
    assessorModel: text('assessor_model'),
    keepInTouch: boolean('keep_in_touch').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    candidateTokenHash: text('candidate_token_hash'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /**
     * When the candidate ticked the separate consent to the AI assessment at intake, for the notice
     * version in `noticeVersionId` (migration 0033); null for interviews from before it.
     */
    aiAssessmentConsentAt: timestamp('ai_assessment_consent_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The interview plan version recorded at intake; null before plans existed or when none was published. */
    planVersionId: uuid('plan_version_id').references(() => interviewPlanVersions.id),
    /** The answer given at intake to the plan's knock-out question (migration 0027); null when none was asked. */
    knockoutAnswer: text('knockout_answer', { enum: ['yes', 'no'] }),
    /** Human oversight (docs/decisions/0020-audit-log-and-oversight.md): who accepted or rejected, and when. */
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** A rejection's reason code (REJECTION_REASONS in src/core/decision-reasons.ts) and optional note. */
    rejectionReason: text('rejection_reason'),
    rejectionNote: text('rejection_note'),
    /** The notice version the candidate was shown and consented to (with `consentAt`). */
    noticeVersionId: uuid('notice_version_id').references(() => notices.id),
    /** Hash of the private "your data" link's token (e-mailed to the candidate); the token is never stored. */
    dataTokenHash: text('data_token_hash'),
    /**
     * Hash of the single-purpose "continue your application" token mailed to the candidate's
     * address (docs/decisions/0028); it resumes the unfinished interview on any device, until it expires.
     */
    continueTokenHash: text('continue_token_hash'),
    continueTokenExpiresAt: timestamp('continue_token_expires_at', { withTimezone: true }),
    /** The allowed address the candidate used at intake: links in later mails to them (0043). */
    linkOrigin: text('link_origin'),
    /**
     * The earlier, finished application of the same address this one repeats while that one still
     * counts (docs/decisions/0028): shown to the employer, never assessed by AI. Null when it counts itself.
     */
    repeatOf: uuid('repeat_of').references((): AnyPgColumn => interviews.id, { onDelete: 'set null' }),
    /** When the posting's owner was told of this submission (each e-mail or the daily digest). */
    employerNotifiedAt: timestamp('employer_notified_at', { withTimezone: true }),
    /**
     * "I need more time to think" (migration 0031): when the candidate asked for the longer thinking
     * pause, an accommodation shown to the employer; null when not requested (or withdrawn).
     */
    moreTimeRequestedAt: timestamp('more_time_requested_at', { withTimezone: true }),
    /**
     * Raised by every `continue` of a spoken answer (migration 0031): an end of turn declared under
     * an older generation is stale and stores nothing (docs/decisions/0030, "Recovery").
     */
    answerGeneration: integer('answer_generation').notNull().default(0),
    /** When the decision e-mail was last queued to the candidate (docs/decisions/0041-decisions-revisited.md). */
    decisionMailSentAt: timestamp('decision_mail_sent_at', { withTimezone: true }),
    /** When a person first looked (opened the details, rated or decided); "Reviewed" means this, not the AI's assessment. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /**
     * Preview as candidate (migration 0037, docs/decisions/0042): the employer who runs this
     * interview as a candidate would. Non-null rows are previews: no application, counted nowhere,
     * listed nowhere, never mailed about or assessed, usable only by that signed-in employer until
     * `previewExpiresAt`, deleted when the preview ends or expires.
     */
    previewUserId: text('preview_user_id').references(() => user.id, { onDelete: 'cascade' }),
    previewExpiresAt: timestamp('preview_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('interviews_plan_version_idx').on(t.planVersionId),
    // Expired previews are swept (drizzle/0037).
    index('interviews_preview_expires_idx')
      .on(t.previewExpiresAt)
      .where(sql`${t.previewUserId} IS NOT NULL`),
    index('interviews_posting_archived_created_idx').on(t.jobPostingId, t.archived, t.createdAt.desc()),
    index('interviews_posting_score_idx').on(t.jobPostingId, t.archived, t.score),
    // The dashboard's Recommended count: an index-only range count per posting (drizzle/0036).
    index('interviews_posting_recommended_idx')
      .on(t.jobPostingId, t.score)
      .where(sql`${t.feedbackStatus} = 'done'`),
    // Review (docs/decisions/0005-review.md): a posting's candidates by score, best first with unscored last, read straight off the index.
    index('interviews_posting_score_desc_idx').on(
      t.jobPostingId,
      t.archived,
      t.score.desc().nullsLast(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // Applicant search by e-mail or name (docs/decisions/0018-cv-text-and-everyday-review.md): the
    // candidate branch is an index-only scan per posting; PostgreSQL also gets a trigram index on the name.
    index('interviews_posting_candidate_search_idx').on(
      t.jobPostingId,
      sql`lower(${t.candidateEmail})`,
      sql`lower(${t.fullName})`,
      t.candidateEmail,
      t.fullName,
      t.score,
      t.createdAt,
      t.id,
    ),
    index('interviews_created_idx').on(t.createdAt),
    uniqueIndex('interviews_data_token_idx').on(t.dataTokenHash),
    uniqueIndex('interviews_continue_token_idx').on(t.continueTokenHash),
    index('interviews_repeat_of_idx').on(t.repeatOf),
    index('interviews_posting_applicant_idx').on(t.jobPostingId, t.candidateEmail, t.createdAt),
    index('interviews_unnotified_idx')
      .on(t.jobPostingId)
      .where(sql`${t.submittedAt} IS NOT NULL AND ${t.employerNotifiedAt} IS NULL`),
  ],
);

/**
 * The candidate notice of one employer, one immutable row per version (a trigger refuses
 * updates, migration 0018). `ownerId` is the employer key (modules/notices/employer-key.ts).
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').notNull(),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('notices_owner_version_unique').on(t.ownerId, t.version)],
);

/** A posting's editable interview plan draft (validated `InterviewPlan` JSON). */
export const interviewPlans = pgTable('interview_plans', {
  jobPostingId: uuid('job_posting_id')
    .primaryKey()
    .references(() => jobPostings.id, { onDelete: 'cascade' }),
  draft: jsonb('draft').notNull(),
  /** 'generated' until the employer first saves it, then 'saved'. */
  draftSource: text('draft_source', { enum: ['generated', 'saved'] })
    .notNull()
    .default('generated'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Published plan versions, numbered 1, 2, … per posting; immutable (a trigger refuses updates, migration 0011). */
export const interviewPlanVersions = pgTable(
  'interview_plan_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobPostingId: uuid('job_posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    plan: jsonb('plan').notNull(),
    publishedBy: text('published_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('interview_plan_versions_posting_version_unique').on(t.jobPostingId, t.version)],
);

/** Each bot question and each candidate answer, stored the moment it exists. */
export const interviewTurns = pgTable(
  'interview_turns',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    speaker: text('speaker', { enum: ['user', 'bot'] }).notNull(),
    text: text('text').notNull(),
    recordingKey: text('recording_key'),
    /** Speech-to-text confidence of a recorded answer, 0..1 (null: typed, or none reported). See core/stt-confidence.ts. */
    sttConfidence: real('stt_confidence'),
    /** When each recognised word of a recorded answer begins (null: typed, or none reported); a scorecard quote plays from it. */
    wordTimings: jsonb('word_timings').$type<WordTiming[]>(),
    /** The plan question (0-based) an interviewer message asks or follows up on; null without a plan and for the closing line. */
    questionIndex: integer('question_index'),
    /** An interviewer follow-up: it keeps its question's number and time limit. */
    followUp: boolean('follow_up').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.seq] })],
);

/**
 * Speech segments of an answer, uploaded while the candidate speaks (docs/decisions/0030):
 * `seq` is the answer's turn number, `idx` the segment's order in it. `text` is null while
 * the segment is being transcribed.
 */
export const answerSegments = pgTable(
  'answer_segments',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    idx: integer('idx').notNull(),
    text: text('text'),
    sttConfidence: real('stt_confidence'),
    /** Word starts in seconds from the start of the answer's recording (shifted by `startMs`). */
    wordTimings: jsonb('word_timings').$type<WordTiming[]>(),
    /** Where the segment starts in the answer's recording, as the browser reported it. */
    startMs: integer('start_ms'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
    transcribedAt: timestamp('transcribed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.seq, t.idx] })],
);

/**
 * The current scorecard of an interview (docs/decisions/0017-scorecards-wired.md): settled by our
 * code from an assessor's draft, replaced on re-assessment. `plan` is the plan assessed against
 * (a snapshot, so the scorecard reads the same after the posting's plan changes).
 */
export const scorecards = pgTable(
  'scorecards',
  {
    interviewId: uuid('interview_id')
      .primaryKey()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    /** The published version the interview recorded; null when assessed against the posting's default plan. */
    planVersionId: uuid('plan_version_id').references(() => interviewPlanVersions.id, { onDelete: 'set null' }),
    planVersion: integer('plan_version'),
    plan: jsonb('plan').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    competencies: jsonb('competencies').notNull(),
    questions: jsonb('questions').notNull(),
    overallScore: integer('overall_score').notNull(),
    /** The assessor's separate "CV vs interview" note; never interview evidence. */
    cvNote: text('cv_note'),
    createdAt: createdAt(),
  },
  (t) => [check('scorecards_overall_score_range', sql`${t.overallScore} BETWEEN 1 AND 100`)],
);

/** A person's rating of one competency with the reason; the AI's rating is kept, the latest override shown. */
export const ratingOverrides = pgTable(
  'rating_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    competencyId: text('competency_id').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rating_overrides_interview_idx').on(t.interviewId, t.competencyId, t.createdAt),
    check('rating_overrides_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * A member's own rating of one scorecard competency (docs/decisions/0024-shared-review.md);
 * separate from `ratingOverrides`, which overrides the AI's rating. Submitted all at once.
 */
export const memberRatings = pgTable(
  'member_ratings',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    competencyId: text('competency_id').notNull(),
    rating: integer('rating').notNull(),
    note: text('note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('member_ratings_interview_user_competency_unique').on(t.interviewId, t.userId, t.competencyId),
    check('member_ratings_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** The team's comments on an interview; the body may hold candidate data, so it goes with the interview. */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_comments_interview_created_idx').on(t.interviewId, t.createdAt),
    check('review_comments_body_length', sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
  ],
);

/** Fixed-window counters shared by every web process. */
/**
 * A knock-out answer that ended an application (migration 0027): binding for that address and
 * posting until the posting's retake period has passed, so answering again with the other answer
 * does not get through. The address is kept only as the audit log's salted hash.
 */
export const knockoutRefusals = pgTable(
  'knockout_refusals',
  {
    jobPostingId: uuid('job_posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    emailHash: text('email_hash').notNull(),
    answer: text('answer', { enum: ['yes', 'no'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'knockout_refusals_pk', columns: [t.jobPostingId, t.emailHash] })],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Append-only (migration 0017: a trigger refuses UPDATE, TRUNCATE and DELETE outside the retention
 * purge). Written only through `recordAudit` (modules/audit). Holds ids and a salted e-mail hash,
 * never a candidate's address, name or answers.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id'),
    /** The organization the action happened in, which may read the entry (null for install-wide actions; modules/audit/scope.ts). */
    organizationId: text('organization_id'),
    action: text('action').notNull(),
    subject: text('subject'),
    details: jsonb('details'),
    postingId: uuid('posting_id'),
    interviewId: uuid('interview_id'),
    subjectEmailHash: text('subject_email_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_organization_created_idx').on(t.organizationId, t.createdAt),
    index('audit_log_interview_idx').on(t.interviewId),
    index('audit_log_subject_email_hash_idx').on(t.subjectEmailHash),
  ],
);

/** Free text written with a logged action (a rejection note); deleted with its interview. */
export const auditNotes = pgTable(
  'audit_notes',
  {
    auditId: uuid('audit_id')
      .primaryKey()
      .references(() => auditLog.id, { onDelete: 'cascade' }),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
  },
  (t) => [index('audit_notes_interview_idx').on(t.interviewId)],
);

/** The one secret salting e-mail hashes in the audit log, generated by migration 0017. */
export const auditSalt = pgTable('audit_salt', {
  id: integer('id').primaryKey().default(1),
  salt: text('salt').notNull(),
});

/** Stripe webhook events already applied, so a redelivered event changes nothing twice. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Voluntary self-identification for bias audits (see docs/compliance-bias-report.md), kept
 * apart from the interview: keyed by its id, nothing copied. Read only by the bias module
 * (modules/bias); never by review, never by the AI layer. Deleted with its interview.
 */
export const selfIdentifications = pgTable('self_identifications', {
  interviewId: uuid('interview_id')
    .primaryKey()
    .references(() => interviews.id, { onDelete: 'cascade' }),
  sex: text('sex', { enum: SEX_ANSWERS }).notNull(),
  raceEthnicity: text('race_ethnicity', { enum: RACE_ETHNICITY_ANSWERS }).notNull(),
  createdAt: createdAt(),
});

export const invitationStatuses = ['sent', 'opened', 'started', 'submitted'] as const;

/**
 * A candidate invited to a posting by e-mail (docs/decisions/0022-invitations-and-scheduling.md).
 * Only digests of the personal link tokens are stored. "expired" is not stored: it is read from
 * `expires_at` for an invitation not yet started.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobPostingId: uuid('job_posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    /** Lower-cased; one invitation per address and posting. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The reminder carries a fresh token (the first one is not kept), so both links work. */
    reminderTokenHash: text('reminder_token_hash').unique(),
    status: text('status', { enum: invitationStatuses }).notNull().default('sent'),
    interviewId: uuid('interview_id').references(() => interviews.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When invitation.expired was sent for it (once; docs/decisions/0027-webhooks.md). */
    expiredNotifiedAt: timestamp('expired_notified_at', { withTimezone: true }),
    /** The allowed address the inviting employer used: the reminder links there too (0043). */
    linkOrigin: text('link_origin'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invitations_posting_email_unique').on(t.jobPostingId, t.email),
    index('invitations_posting_created_idx').on(t.jobPostingId, t.createdAt.desc()),
    index('invitations_interview_idx').on(t.interviewId),
    index('invitations_reminder_due_idx')
      .on(t.createdAt)
      .where(sql`${t.remindedAt} IS NULL AND ${t.status} IN ('sent', 'opened')`),
    index('invitations_expiry_due_idx')
      .on(t.expiresAt)
      .where(sql`${t.expiredNotifiedAt} IS NULL AND ${t.status} IN ('sent', 'opened')`),
  ],
);

/**
 * The second round offered in an accept e-mail: the booking link as sent and/or the time slots
 * (`SecondRoundSlot[]`) the candidate picks from with a personal token (stored as a digest).
 */
export const secondRoundOffers = pgTable(
  'second_round_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The employer who sent the offer: the confirmation and calendar invitation go to them. */
    sentBy: text('sent_by').references(() => user.id, { onDelete: 'set null' }),
    bookingUrl: text('booking_url'),
    slots: jsonb('slots').notNull(),
    /** Index into `slots` of the candidate's choice. */
    chosenSlot: integer('chosen_slot'),
    chosenAt: timestamp('chosen_at', { withTimezone: true }),
    /** Where the second round happens (free text) and/or its video meeting link (https). */
    location: text('location'),
    meetingUrl: text('meeting_url'),
    /** The employer's IANA time zone when the offer was made: pages and mails name it. */
    timeZone: text('time_zone'),
    /** The candidate cancelled the chosen time (audited; the employer is told). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The allowed address the employer used when offering: links in the confirmations. */
    linkOrigin: text('link_origin'),
    createdAt: createdAt(),
  },
  (t) => [index('second_round_offers_interview_created_idx').on(t.interviewId, t.createdAt.desc())],
);
/** Reviewers see and rate only the postings they are assigned to (src/core/access.ts). */
export const postingReviewers = pgTable(
  'posting_reviewers',
  {
    postingId: uuid('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'posting_reviewers_pk', columns: [t.postingId, t.userId] }),
    index('posting_reviewers_user_idx').on(t.userId),
  ],
);

/**
 * An organization's key to the public API (docs/decisions/0026-public-api.md). `hash` is the
 * SHA-256 digest of the secret, which is shown once and never stored.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull().unique(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_organization_created_idx').on(t.organizationId, t.createdAt.desc())],
);

/** The stored response of a POST made with an Idempotency-Key, per API key, for 24 hours. */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'api_idempotency_pk', columns: [t.keyId, t.idempotencyKey] })],
);

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;

/** An organization's webhook endpoint (docs/decisions/0027-webhooks.md); the secret is kept so the server can sign. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    events: jsonb('events').$type<WebhookEventType[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    secret: text('secret').notNull(),
    /** After a rotation the old secret signs too until `previousSecretExpiresAt`. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
  },
  (t) => [index('webhook_endpoints_organization_idx').on(t.organizationId, t.createdAt.desc())],
);

/** One event for one endpoint and its retry chain; a redelivery is a new row with the same message id. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The `webhook-id` header: the same for every attempt and redelivery of one event. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: webhookDeliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastLatencyMs: integer('last_latency_ms'),
    lastError: text('last_error'),
    redeliveryOf: uuid('redelivery_of'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt.desc()),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Every attempt of a delivery. The response excerpt is text, never rendered as HTML. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [unique('webhook_attempts_delivery_attempt_unique').on(t.deliveryId, t.attempt)],
);
