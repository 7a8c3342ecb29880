import { describe, expect, it } from 'vitest';
import { FEEDBACK_SECTIONS } from '../server/modules/interviews/interview-conductor.ts';
import { FEEDBACK_HEADINGS, splitFeedback } from './feedback-sections.ts';

describe('splitFeedback', () => {
  it('uses the same seven headings as the feedback prompt', () => {
    expect([...FEEDBACK_HEADINGS]).toEqual([...FEEDBACK_SECTIONS]);
  });

  it('splits plain headings on their own lines and inline "Heading: text" lines', () => {
    const text = [
      'A notice before the sections.',
      '',
      'Overall Score: 72/100',
      'Rubric: coverage 20/30.',
      '',
      'Key Strengths',
      '- clear answers',
      '- ownership',
      '',
      'Areas for Improvement: more depth',
      'Technical Skills Assessment',
      'Solid SQL.',
      'Communication Skills - concise',
      'Cultural Fit',
      'Collaborative.',
      'Final Recommendation',
      'Advance.',
    ].join('\n');
    const { preamble, sections } = splitFeedback(text);
    expect(preamble).toBe('A notice before the sections.');
    expect(sections.map((s) => s.heading)).toEqual([...FEEDBACK_HEADINGS]);
    expect(sections[0]!.body).toBe('72/100\nRubric: coverage 20/30.');
    expect(sections[1]!.body).toBe('- clear answers\n- ownership');
    expect(sections[2]!.body).toBe('more depth');
    expect(sections[4]!.body).toBe('concise');
    expect(sections[6]!.body).toBe('Advance.');
  });

  it('recognises Markdown decorations, numbering and the echoed scale', () => {
    const text = [
      '## Overall Score (1-100): 85',
      '**Key Strengths:** strong systems thinking',
      '3. **Areas for Improvement**',
      'Testing.',
      '### cultural fit',
      'Good.',
    ].join('\n');
    const { sections } = splitFeedback(text);
    expect(sections).toEqual([
      { heading: 'Overall Score', body: '85' },
      { heading: 'Key Strengths', body: 'strong systems thinking' },
      { heading: 'Areas for Improvement', body: 'Testing.' },
      { heading: 'Cultural Fit', body: 'Good.' },
    ]);
  });

  it('does not mistake prose that starts with a heading word for a heading, nor a repeated heading', () => {
    const text = [
      'Overall Score: 60',
      'Communication Skills are a clear strength here.',
      'Overall Score: mentioned again',
    ].join('\n');
    const { sections } = splitFeedback(text);
    expect(sections).toHaveLength(1);
    expect(sections[0]!.body).toBe(
      '60\nCommunication Skills are a clear strength here.\nOverall Score: mentioned again',
    );
  });

  it('keeps text without any heading as the preamble', () => {
    expect(splitFeedback('Unable to generate feedback.')).toEqual({
      preamble: 'Unable to generate feedback.',
      sections: [],
    });
  });
});
