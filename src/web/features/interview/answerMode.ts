/**
 * How the candidate answers: hands-free (the detector opens and closes each answer) or tap to
 * answer (noisy rooms, assistive technology). Remembered in this browser; hands-free by default.
 */
export type AnswerMode = 'hands-free' | 'tap';

const MODE_KEY = 'screenroom.answerMode';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the choice lasts for this page only.
  }
}

export const answerModeStore = {
  load: (): AnswerMode => (read(MODE_KEY) === 'tap' ? 'tap' : 'hands-free'),
  save: (mode: AnswerMode) => write(MODE_KEY, mode),
};
