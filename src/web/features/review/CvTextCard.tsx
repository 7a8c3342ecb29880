import type { InterviewDetails } from '../../../core/api/review';
import { cvTextNotes } from '../../../core/cv-text';
import { Card } from '../../components/Card';

/**
 * The text read from the candidate's CV, beside the file. It is candidate data shown as plain
 * text (React escapes it; never HTML), with the note saying when it is missing or partial.
 */
export function CvTextCard({ cv, cvText }: Pick<InterviewDetails, 'cv' | 'cvText'>) {
  if (!cv && !cvText) return null;
  return (
    <Card aria-labelledby="cv-text-heading" as="section">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="cv-text-heading" className="text-lg font-semibold text-slate-900">
          CV text
        </h2>
        {cv && (
          <a
            href={cv.url}
            target="_blank"
            rel="noopener noreferrer"
            className="link text-sm break-all"
            title="Open the CV file"
          >
            {cv.filename}
          </a>
        )}
      </div>
      {!cvText ? (
        <p className="mt-2 text-sm text-slate-600">
          This CV was uploaded before CV text was read. Open the file to see it.
        </p>
      ) : (
        <>
          {cvText.status === 'pending' && (
            <p className="mt-2 text-sm text-slate-600" role="status">
              {cvTextNotes.pending}
            </p>
          )}
          {cvText.note && cvText.status !== 'pending' && (
            <p className={`mt-2 text-sm ${cvText.status === 'done' ? 'text-slate-600' : 'text-amber-800'}`}>
              {cvText.note}
            </p>
          )}
          {cvText.text && (
            <pre
              className="mt-4 max-h-[28rem] overflow-y-auto rounded-lg bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap break-words text-slate-800"
              aria-label="Text read from the CV"
              tabIndex={0}
            >
              {cvText.text}
            </pre>
          )}
        </>
      )}
    </Card>
  );
}
