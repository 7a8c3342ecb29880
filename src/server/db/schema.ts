import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('job_postings_organization_created_idx').on(t.organizationId, t.createdAt.desc())],
);

export const interviewStatuses = ['pending', 'accepted', 'rejected'] as const;
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
    status: text('status', { enum: interviewStatuses }).notNull().default('pending'),
    transcript: text('transcript'),
    aiFeedback: text('ai_feedback'),
    score: integer('score'),
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
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The interview plan version recorded at intake; null before plans existed or when none was published. */
    planVersionId: uuid('plan_version_id').references(() => interviewPlanVersions.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('interviews_plan_version_idx').on(t.planVersionId),
    index('interviews_posting_archived_created_idx').on(t.jobPostingId, t.archived, t.createdAt.desc()),
    index('interviews_posting_score_idx').on(t.jobPostingId, t.archived, t.score),
    // Review (issue 6): a posting's candidates by score, best first with unscored last, read straight off the index.
    index('interviews_posting_score_desc_idx').on(
      t.jobPostingId,
      t.archived,
      t.score.desc().nullsLast(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // Review (issue 6): applicant search by e-mail substring as an index-only scan per posting (see
    // docs/decisions/0005-review.md; PostgreSQL also gets a trigram index in a custom migration).
    index('interviews_posting_email_search_idx').on(
      t.jobPostingId,
      sql`lower(${t.candidateEmail})`,
      t.candidateEmail,
      t.score,
      t.createdAt,
      t.id,
    ),
    index('interviews_created_idx').on(t.createdAt),
  ],
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
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.seq] })],
);

/** Fixed-window counters shared by every web process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id'),
    /** The organization the action happened in (null for install-wide actions). */
    organizationId: text('organization_id'),
    action: text('action').notNull(),
    subject: text('subject'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_organization_created_idx').on(t.organizationId, t.createdAt),
  ],
);

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
