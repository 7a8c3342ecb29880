import { describe, expect, it } from 'vitest';
import { senderFor } from './mailer.ts';

describe('senderFor', () => {
  it('keeps our address and takes the employer name as display name', () => {
    expect(senderFor('Screenroom <no-reply@screenroom.test>', 'Acme Robotics')).toEqual({
      name: 'Acme Robotics',
      address: 'no-reply@screenroom.test',
    });
    expect(senderFor('no-reply@screenroom.test', 'Acme')).toEqual({
      name: 'Acme',
      address: 'no-reply@screenroom.test',
    });
  });

  it('keeps the configured sender without a name, and strips header-breaking characters', () => {
    expect(senderFor('Screenroom <a@b.test>', undefined)).toBe('Screenroom <a@b.test>');
    expect(senderFor('Screenroom <a@b.test>', '  ')).toBe('Screenroom <a@b.test>');
    expect(senderFor('a@b.test', 'Evil\r\nBcc: x@y.test <z>')).toEqual({
      name: 'Evil  Bcc: x@y.test  z',
      address: 'a@b.test',
    });
  });
});
