import { z } from 'zod';
import { publicBrandSchema } from './brand.ts';
import { decisionMailSchema } from './review.ts';
import { locationSchema, meetingUrlSchema, slotSchema, slotsSchema, timeZoneSchema } from '../second-round.ts';

/** Zod contracts of second-round scheduling, shared by server and web (endpoints: ./endpoints/second-round.ts). */

/** The accept e-mail with its second round: the posting's booking link and/or offered slots. */
export const decisionMailWithSchedulingSchema = decisionMailSchema.extend({
  includeBookingLink: z.boolean().default(false),
  slots: slotsSchema.default([]),
  /** Where the second round takes place and/or its video meeting link (mail, page and .ics). */
  location: locationSchema.optional(),
  meetingUrl: meetingUrlSchema.or(z.literal('')).optional(),
  /** The employer's time zone (the browser's): pages and mails name times in it. */
  timeZone: timeZoneSchema.optional(),
});
export type DecisionMailWithScheduling = z.input<typeof decisionMailWithSchedulingSchema>;

const offerSchema = z.object({
  slots: z.array(slotSchema),
  chosenSlot: z.number().int().nullable(),
  chosenAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

/** What the employer sees: the posting's booking link and the latest offer with the candidate's choice. */
export const secondRoundViewSchema = z.object({
  bookingUrl: z.string().nullable(),
  offer: offerSchema.nullable(),
});
export type SecondRoundView = z.infer<typeof secondRoundViewSchema>;

/** What the candidate's scheduling page shows. */
export const publicOfferSchema = z.object({
  jobTitle: z.string(),
  candidateName: z.string(),
  slots: z.array(slotSchema),
  chosenSlot: z.number().int().nullable(),
  bookingUrl: z.string().nullable(),
  /** The candidate cancelled the chosen time. */
  cancelled: z.boolean(),
  location: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  /** The employer's time zone (IANA), named beside the candidate's own. */
  timeZone: z.string().nullable(),
  /** The employer's brand, shown as on the interview page (docs/decisions/0025-employer-brand.md). */
  brand: publicBrandSchema,
});
export type PublicOffer = z.infer<typeof publicOfferSchema>;

export const pickSlotSchema = z.object({ slot: z.number().int().min(0).max(10) });
export const SECOND_ROUND_TOKEN_MAX = 100;
