import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTICE_TEXT,
  missingNoticePlaceholders,
  NO_PLAN_COMPETENCIES,
  renderNotice,
} from './candidate-notice.ts';

describe('renderNotice', () => {
  it("fills in the plan's competencies, this employer's retention and the contact", () => {
    const text = renderNotice(DEFAULT_NOTICE_TEXT, {
      competencies: ['SQL', 'Communication'],
      retentionDays: 90,
      contact: 'jobs@example.com',
    });
    expect(text).toContain('against these competencies: SQL, Communication.');
    expect(text).toContain('How long it is kept: 90 days');
    expect(text).toContain('Contact: jobs@example.com');
    expect(text).not.toContain('{{');
  });
  it('says what is assessed without a published plan', () => {
    expect(renderNotice(DEFAULT_NOTICE_TEXT, { competencies: [], retentionDays: 30, contact: 'x' })).toContain(
      NO_PLAN_COMPETENCIES,
    );
  });
});

describe('missingNoticePlaceholders', () => {
  it('requires the competencies and the retention', () => {
    expect(missingNoticePlaceholders(DEFAULT_NOTICE_TEXT)).toEqual([]);
    expect(missingNoticePlaceholders('We record you. Kept {{retention_days}} days.')).toEqual(['{{competencies}}']);
  });
});
