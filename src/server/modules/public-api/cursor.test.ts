import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';

describe('list cursors', () => {
  it('round-trips the last row and refuses anything else', () => {
    const row = { createdAt: new Date('2026-11-23T10:00:00.123Z'), id: '7b0c7a3e-0f0e-4c53-9d8e-1a2b3c4d5e6f' };
    expect(decodeCursor(encodeCursor(row))).toEqual(row);
    expect(decodeCursor('not-a-cursor')).toBeNull();
    expect(decodeCursor(Buffer.from('["x","y"]').toString('base64url'))).toBeNull();
    expect(decodeCursor(Buffer.from('{"a":1}').toString('base64url'))).toBeNull();
    // Tampered fields that the database would refuse (issue #22, finding 11).
    const tampered = (at: string, id: string) => Buffer.from(JSON.stringify([at, id])).toString('base64url');
    expect(decodeCursor(tampered('2026-11-23T10:00:00.123Z', "x' OR 1=1 --"))).toBeNull();
    expect(decodeCursor(tampered('+275760-09-13T00:00:00.000Z', row.id))).toBeNull();
    expect(decodeCursor(tampered('2026-11-23', row.id))).toBeNull();
  });
});
