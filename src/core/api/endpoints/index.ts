import type { Endpoint } from '../endpoint.ts';
import { planEndpoints } from './plans.ts';
import { postingEndpoints } from './postings.ts';
import { previewEndpoints } from './previews.ts';
// Half A (endpoints-a)
import { reviewEndpoints } from './review.ts';
import { assessorValidityEndpoints } from './assessor-validity.ts';
import { scorecardEndpoints } from './scorecards.ts';
import { sharedReviewEndpoints } from './shared-review.ts';
import { secondRoundEndpoints, secondRoundOfferEndpoints } from './second-round.ts';
import { biasEndpoints, selfIdentificationEndpoints } from './bias.ts';
import { yourDataEndpoints } from './your-data.ts';
import { answerSegmentEndpoints, candidateEndpoints } from './candidate.ts';
// Half B (modules of docs/decisions/0044, table row B).
import { accountEndpoints } from './accounts.ts';
import { adminEndpoints } from './admin.ts';
import { apiKeyEndpoints } from './api-keys.ts';
import { auditEndpoints } from './audit.ts';
import { billingEndpoints } from './billing.ts';
import { brandEndpoints } from './brand.ts';
import { candidateDataEndpoints } from './candidate-data.ts';
import { invitationEndpoints, invitationLinkEndpoints } from './invitations.ts';
import { mailTemplateEndpoints } from './mail-templates.ts';
import { noticeEndpoints } from './notices.ts';
import { webhookEndpoints } from './webhooks.ts';
import { organizationEndpoints } from './organizations.ts';
// End of half B.
import { publicApiEndpoints } from './public-api.ts';

/**
 * Every declared endpoint, for the role-matrix test and anything else that reads them all.
 * Converting a module adds its group here (docs/decisions/0044-endpoints-declared-once.md).
 */
export const endpointGroups = {
  postings: postingEndpoints,
  plans: planEndpoints,
  previews: previewEndpoints,
  // Half A (endpoints-a)
  review: reviewEndpoints,
  scorecards: scorecardEndpoints,
  assessorValidity: assessorValidityEndpoints,
  sharedReview: sharedReviewEndpoints,
  secondRound: secondRoundEndpoints,
  secondRoundOffer: secondRoundOfferEndpoints,
  bias: biasEndpoints,
  selfIdentification: selfIdentificationEndpoints,
  yourData: yourDataEndpoints,
  candidate: candidateEndpoints,
  answerSegments: answerSegmentEndpoints,
  // Half B.
  organizations: organizationEndpoints,
  accounts: accountEndpoints,
  brand: brandEndpoints,
  mailTemplates: mailTemplateEndpoints,
  notices: noticeEndpoints,
  apiKeys: apiKeyEndpoints,
  webhooks: webhookEndpoints,
  invitations: invitationEndpoints,
  invitationLinks: invitationLinkEndpoints,
  audit: auditEndpoints,
  candidateData: candidateDataEndpoints,
  billing: billingEndpoints,
  admin: adminEndpoints,
  // End of half B.
  /** The public API (`/api/v1`, API keys; docs/decisions/0050). */
  publicApi: publicApiEndpoints,
} as const;

export const allEndpoints = (): Endpoint[] =>
  Object.values(endpointGroups).flatMap((group) => Object.values(group) as Endpoint[]);
