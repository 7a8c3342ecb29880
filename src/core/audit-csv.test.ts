import { describe, expect, it } from 'vitest';
import { auditCsv } from './audit-csv.ts';

describe('auditCsv', () => {
  it('writes a header and one formula-safe row per entry with labels for action and reason', () => {
    const csv = auditCsv([
      {
        id: '00000000-0000-4000-8000-000000000001',
        createdAt: '2026-11-23T10:00:00.000Z',
        action: 'decision.reject',
        actor: { id: 'u1', name: '=cmd()' },
        postingId: null,
        postingTitle: null,
        interviewId: '00000000-0000-4000-8000-000000000002',
        subjectHash: 'abcdef012345',
        reason: 'better_fit',
        note: 'Fewer years, "but" close',
        details: { reason: 'better_fit' },
      },
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'time (UTC),action,description,actor id,actor name,posting id,posting title,interview id,candidate hash,reason,note,details',
    );
    expect(lines[1]).toBe(
      `2026-11-23T10:00:00.000Z,decision.reject,Rejected,u1,'=cmd(),,,00000000-0000-4000-8000-000000000002,abcdef012345,Another candidate was a better fit,"Fewer years, ""but"" close","{""reason"":""better_fit""}"`,
    );
    expect(lines).toHaveLength(3);
  });
});
