import { describe, expect, it } from 'vitest';
import { paragraphsToHtml, paragraphsToText, textToParagraphs } from './mail-layout.ts';
import {
  defaultTemplate,
  MAIL_TEMPLATE_KINDS,
  MAIL_TEMPLATES,
  renderMailTemplate,
  sampleValues,
  validateMailTemplate,
} from './mail-templates.ts';

const look = { name: 'Acme & Co', accentColor: '#0f766e', logoUrl: 'https://acme.example/logo.png' };

describe('validateMailTemplate', () => {
  it('accepts every default', () => {
    for (const kind of MAIL_TEMPLATE_KINDS) expect(validateMailTemplate(kind, defaultTemplate(kind)), kind).toEqual({});
  });

  it('names an unknown variable in the field where it is, with the ones allowed', () => {
    const errors = validateMailTemplate('invitation', { subject: 'Hi {{firstName}}', body: '{{interviewLink}}' });
    expect(errors.subject).toMatch(/^Unknown variable: \{\{firstName\}\}\. You can use \{\{companyName\}\}/);
    expect(errors.body).toBeUndefined();
  });

  it('keeps links out of the subject, requires the link the mail exists for, and refuses unclosed braces', () => {
    expect(
      validateMailTemplate('invitation', { subject: '{{interviewLink}}', body: '{{interviewLink}}' }).subject,
    ).toMatch(/^A link cannot go in the subject/);
    expect(validateMailTemplate('invitation', { subject: 'Hi', body: 'No link here' }).body).toBe(
      'The e-mail must contain {{interviewLink}}.',
    );
    expect(validateMailTemplate('confirmation', { subject: 'Hi', body: '{{continueLink}} {{jobTitle' }).body).toMatch(
      /not closed/,
    );
    // The confirmation goes to an address anyone could type: it never repeats a typed name.
    expect(
      validateMailTemplate('confirmation', { subject: 'Hi {{candidateName}}', body: '{{continueLink}}' }).subject,
    ).toMatch(/Unknown variable/);
  });

  it('refuses empty fields, multi-line subjects and over-long text', () => {
    const errors = validateMailTemplate('reminder', { subject: ' ', body: '' });
    expect(errors.subject).toBe('Please enter a subject.');
    expect(errors.body).toBe('Please enter the text of the e-mail.');
    expect(validateMailTemplate('reminder', { subject: 'a\nb', body: '{{interviewLink}}' }).subject).toMatch(
      /one line/,
    );
    expect(
      validateMailTemplate('reminder', { subject: 'x', body: `{{interviewLink}}${'x'.repeat(5000)}` }).body,
    ).toMatch(/^At most 5000/);
  });
});

describe('renderMailTemplate', () => {
  it('fills the default invitation and makes its link a button, signed once', () => {
    const values = sampleValues('http://127.0.0.1:3000', 'Acme & Co');
    const mail = renderMailTemplate(defaultTemplate('invitation'), values);
    expect(mail.subject).toBe('You are invited to interview for Customer Support Specialist');
    const text = paragraphsToText(mail.paragraphs);
    expect(text).toContain('Dear Alex Example,');
    expect(text).toContain('\n\nhttp://127.0.0.1:3000/invite/example-link\n\n');
    expect(text.match(/Kind regards/g)).toHaveLength(1);
    expect(text.endsWith('The hiring team at Acme & Co')).toBe(true);
    const html = paragraphsToHtml({ subject: mail.subject, paragraphs: mail.paragraphs, look });
    expect(html).toContain('>Start the interview</a>');
    expect(html).toContain('href="http://127.0.0.1:3000/invite/example-link"');
    expect(html).toContain('background:#0f766e');
    expect(html).toContain('<img src="https://acme.example/logo.png" alt="Acme &amp; Co"');
    expect(html).toContain('The hiring team at Acme &amp; Co');
  });

  it('escapes values and the employer text, never expands a value, and keeps links intact', () => {
    const template = {
      subject: 'For {{candidateName}}',
      body: '<b>Hello</b> {{candidateName}} <script>alert(1)</script>\n\n{{interviewLink}}',
    };
    const mail = renderMailTemplate(template, {
      candidateName: '<img src=x onerror=alert(1)> {{interviewLink}}\n\nEvil',
      interviewLink: 'https://app.example/invite/abc?x=1&y="2"',
    });
    expect(mail.subject).toBe('For <img src=x onerror=alert(1)> {{interviewLink}} Evil');
    const html = paragraphsToHtml({ subject: mail.subject, paragraphs: mail.paragraphs, look });
    expect(html).not.toMatch(/<script>|<img src=x|<b>/);
    expect(html).toContain('&lt;b&gt;Hello&lt;/b&gt; &lt;img src=x onerror=alert(1)&gt; {{interviewLink}} Evil');
    expect(html).toContain('href="https://app.example/invite/abc?x=1&amp;y=&quot;2&quot;"');
    // Only one link: the value's "{{interviewLink}}" stayed text.
    expect(html.match(/<a /g)).toHaveLength(2); // the button and the URL under it
    expect(paragraphsToText(mail.paragraphs)).toContain(
      '<b>Hello</b> <img src=x onerror=alert(1)> {{interviewLink}} Evil',
    );
  });

  it('drops a line whose link or text is not set and refuses a non-web link', () => {
    const mail = renderMailTemplate(defaultTemplate('second_round'), {
      ...sampleValues('https://x.example', 'Acme'),
      location: '',
      meetingLink: '',
    });
    const text = paragraphsToText(mail.paragraphs);
    expect(text).not.toContain('Where:');
    expect(text).not.toContain('meet.example.com');
    expect(text).not.toMatch(/\n\n\n/);
    const bad = renderMailTemplate(
      { subject: 's', body: '{{interviewLink}}' },
      { interviewLink: 'javascript:alert(1)' },
    );
    expect(() => paragraphsToHtml({ subject: 's', paragraphs: bad.paragraphs, look })).toThrow(/not a web link/);
  });

  it('every kind lists its required variables among its variables', () => {
    for (const kind of MAIL_TEMPLATE_KINDS)
      for (const name of MAIL_TEMPLATES[kind].required) expect(MAIL_TEMPLATES[kind].variables).toContain(name);
  });
});

describe('textToParagraphs', () => {
  it('links a line that is only a URL and escapes the rest', () => {
    const html = paragraphsToHtml({
      subject: 's',
      paragraphs: textToParagraphs('Hello <you>,\n\nhttps://a.example/x\n\n— The hiring team at Acme'),
      look: { name: 'Acme', accentColor: null, logoUrl: null },
    });
    expect(html).toContain('Hello &lt;you&gt;,');
    expect(html).toContain('<a href="https://a.example/x"');
    expect(html).toContain('<span style="font-size:20px;font-weight:700;color:#1d4ed8">Acme</span>');
  });
});
