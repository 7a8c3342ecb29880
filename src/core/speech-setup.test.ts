import { describe, expect, it } from 'vitest';
import { describeSpeechSetup, SPEECH_PACKAGES_DEBIAN, speechSetupLogLines } from './speech-setup.ts';

describe('describeSpeechSetup', () => {
  it('is on with pocketsphinx when nothing is missing', () => {
    const setup = describeSpeechSetup({ engine: 'pocketsphinx', model: null, missing: [] });
    expect(setup).toMatchObject({ spokenAnswers: true, engine: 'pocketsphinx', turnOn: null });
    expect(speechSetupLogLines(setup)).toEqual([expect.stringMatching(/^Spoken answers are on: .*pocketsphinx/)]);
  });

  it('is on with the OpenAI-compatible model, whatever is installed', () => {
    const setup = describeSpeechSetup({ engine: 'openai-compatible', model: 'whisper-1', missing: [] });
    expect(setup.summary).toContain('whisper-1');
    expect(setup.engine).toBe('openai-compatible');
  });

  it('is off and names what is missing and the exact commands when pocketsphinx is not installed', () => {
    const setup = describeSpeechSetup({
      engine: 'pocketsphinx',
      model: null,
      missing: ['pocketsphinx', 'pocketsphinx-en-us'],
    });
    expect(setup.spokenAnswers).toBe(false);
    expect(setup.engine).toBeNull();
    expect(setup.summary).toBe(
      "Spoken answers are off: pocketsphinx and pocketsphinx's English model (pocketsphinx-en-us) are not installed on the server, so candidates type their answers.",
    );
    const lines = speechSetupLogLines(setup);
    expect(lines[1]).toBe(`To turn them on (Debian/Ubuntu): ${SPEECH_PACKAGES_DEBIAN}, then restart.`);
    expect(SPEECH_PACKAGES_DEBIAN).toBe('sudo apt-get install pocketsphinx pocketsphinx-en-us ffmpeg');
    expect(lines[2]).toMatch(/^macOS: .*cmu-pocketsphinx/);
    expect(lines[3]).toMatch(/AI_API_KEY/);
  });

  it('says "is" for one missing part', () => {
    expect(describeSpeechSetup({ engine: 'pocketsphinx', model: null, missing: ['ffmpeg'] }).summary).toMatch(
      /^Spoken answers are off: ffmpeg is not installed/,
    );
  });
});
