import { describe, expect, it } from 'vitest';
import { decisionMailTemplate, mailtoLink, REPLY_WITH_TIMES_LINE, SCHEDULING_LINE } from './decision-mail.ts';

describe('decisionMailTemplate', () => {
  it('invites an accepted candidate to the next round, by first name, naming the job', () => {
    const mail = decisionMailTemplate('accepted', { candidateName: 'Ada Lovelace', jobTitle: 'Backend Engineer' });
    expect(mail.subject).toBe('Next steps for your Backend Engineer application');
    expect(mail.body).toMatch(/^Dear Ada,\n/);
    expect(mail.body).toContain('Backend Engineer position');
    expect(mail.body).toContain('next round');
    expect(mail.body.endsWith('The hiring team')).toBe(true);
  });

  it("uses the organization's own template when it has one", () => {
    const mail = decisionMailTemplate('accepted', {
      candidateName: 'Ada Lovelace',
      jobTitle: 'Backend Engineer',
      companyName: 'Acme',
      scheduling: true,
      template: {
        subject: 'Good news, {{candidateFirstName}}',
        body: `Hi {{candidateName}}, welcome to round two at {{companyName}}.\n\n${REPLY_WITH_TIMES_LINE}`,
      },
    });
    expect(mail.subject).toBe('Good news, Ada');
    expect(mail.body).toBe(`Hi Ada Lovelace, welcome to round two at Acme.\n\n${SCHEDULING_LINE}`);
  });

  it('declines a rejected candidate politely and signs with the company when given', () => {
    const mail = decisionMailTemplate('rejected', {
      candidateName: 'Grace Hopper',
      jobTitle: 'Data Analyst',
      companyName: 'Acme',
    });
    expect(mail.subject).toBe('Your Data Analyst application');
    expect(mail.body).toContain('not to move forward');
    expect(mail.body).not.toContain('next round');
    expect(mail.body.endsWith('Kind regards,\nThe hiring team at Acme')).toBe(true);
  });

  it('keeps the subject on one line and copes with blank names and titles', () => {
    const mail = decisionMailTemplate('accepted', { candidateName: '  ', jobTitle: 'Senior\nEngineer\r\n' });
    expect(mail.subject).toBe('Next steps for your Senior Engineer application');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.body).toMatch(/^Dear there,/);
    expect(decisionMailTemplate('rejected', { candidateName: 'Bo', jobTitle: '' }).subject).toBe('Your application');
  });
});

describe('mailtoLink', () => {
  it('encodes subject and body with %20 for spaces and keeps the address readable', () => {
    const link = mailtoLink('ada+cv@example.com', { subject: 'Hello there & welcome', body: 'Line 1\nLine 2' });
    expect(link.startsWith('mailto:ada%2Bcv@example.com?')).toBe(true);
    const query = new URLSearchParams(link.split('?')[1]);
    expect(query.get('subject')).toBe('Hello there & welcome');
    expect(query.get('body')).toBe('Line 1\nLine 2');
    expect(link).not.toContain('+');
  });
});
