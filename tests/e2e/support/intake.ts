import path from 'node:path';
import type { Page } from 'playwright-core';
import { candidateMessages } from '../../../src/core/candidate-messages.ts';

/** The CV every browser candidate uploads. */
export const SAMPLE_CV = path.resolve('tests/fixtures/cv/sample-cv.pdf');

/**
 * The candidate's intake as a person fills it in: name, e-mail, the CV, the instructions read and
 * the AI consent ticked. It does not press "Start Interview" (some tests check the form first).
 */
export async function fillIntake(page: Page, candidate: { fullName: string; email: string }) {
  await page.getByLabel('Full name').fill(candidate.fullName);
  await page.getByLabel('Email').fill(candidate.email);
  await page.getByLabel('CV').setInputFiles(SAMPLE_CV);
  await page.getByLabel('I have read and understood the interview instructions').check();
  await page.getByLabel(candidateMessages.aiConsentLabel).check();
}
