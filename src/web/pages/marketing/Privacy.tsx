import { CV_MAX_MB } from '../../../core/cv';
import { PLANS } from '../../../core/plans';
import { useTitle } from '../../lib/use-title';
import { LegalPage, mailto, useSupportEmail } from './ui';

const STARTER_DAYS = PLANS.starter.limits?.retentionDays ?? 30;
const PRO_DAYS = PLANS.professional.limits?.retentionDays ?? 90;

export default function PrivacyPage() {
  useTitle('Privacy Policy');
  const email = useSupportEmail();
  const contact = mailto(email, 'Privacy request');
  return (
    <LegalPage title="Privacy Policy" updated="22 November 2026">
      <section>
        <p>
          Screenroom is an AI video-interview service. This policy explains what we store about employers who use it and
          candidates who interview through it, why, for how long, and the rights you have. For a self-hosted install,
          “we” means the organisation that runs that install.
        </p>
        <p>
          For candidate data, the employer who published the interview decides why it is collected and acts as the data
          controller; Screenroom processes it on the employer’s behalf. For employer accounts, Screenroom is the
          controller.
        </p>
      </section>

      <section>
        <h2>What we store</h2>
        <ul>
          <li>
            <strong>Employer account data:</strong> your name, e-mail address, a salted hash of your password (never the
            password itself), sign-in sessions, and two-factor authentication settings if you enable them.
          </li>
          <li>
            <strong>Job postings:</strong> the title and description of each interview process, whether it is active,
            and when it was created.
          </li>
          <li>
            <strong>Candidate details:</strong> the full name and e-mail address a candidate enters, their confirmation
            that they read the instructions, whether they agreed to be kept in touch, and the employer’s decision
            (pending, accepted or rejected).
          </li>
          <li>
            <strong>CVs:</strong> the PDF or Word file a candidate uploads (up to {CV_MAX_MB} MB).
          </li>
          <li>
            <strong>Recordings:</strong> the video and audio of each answer a candidate records.
          </li>
          <li>
            <strong>Transcripts:</strong> the text of each question the AI interviewer asks and each answer, with
            timestamps.
          </li>
          <li>
            <strong>AI assessments:</strong> the written feedback, the overall score and derived analytics (answer
            length, duration, sentiment, completion and clarity) produced for each interview.
          </li>
          <li>
            <strong>Billing data:</strong> your plan, its status and renewal date, and the customer and subscription
            identifiers of our payment provider, Stripe. Card details go directly to Stripe; we never see or store them.
          </li>
          <li>
            <strong>Security records:</strong> an append-only audit log of who viewed, decided on, exported or deleted
            candidate data, and of administrative and billing changes, kept at least six months. It names candidates
            only by a salted hash of their e-mail address. Also short-lived rate-limit counters that protect sign-in.
          </li>
        </ul>
        <p>
          We use a single cookie to keep you signed in. We do not use advertising or tracking cookies and we do not sell
          personal data.
        </p>
      </section>

      <section>
        <h2>How AI is used</h2>
        <p>
          Screenroom uses AI to conduct and assess interviews. The AI interviewer plans questions from the job
          description, speaks them aloud, transcribes the candidate’s spoken answers to text and asks follow-up
          questions. After the interview, AI reads the transcript and writes an assessment with an overall score from 1
          to 100.
        </p>
        <p>
          To do this, the job description, the candidate’s recorded answers and the transcript are sent to the AI
          provider the install is configured with, or processed on the install’s own servers when its built-in offline
          interviewer is used. AI assessments are advice for the hiring team. They can be wrong, and they are never the
          only basis of a hiring decision: a person at the employer reviews each candidate and decides whether to accept
          or reject them.
        </p>
      </section>

      <section>
        <h2>How long we keep it</h2>
        <ul>
          <li>
            Interviews, CVs, recordings, transcripts and AI assessments are deleted automatically {STARTER_DAYS} days
            after the interview by default, or {PRO_DAYS} days after it when the employer is on the Professional plan.
          </li>
          <li>
            Employer account data and job postings are kept while the account is open and deleted when it is closed.
          </li>
          <li>Billing records are kept for as long as tax and accounting law requires.</li>
          <li>
            Audit log entries hold account identifiers only and are kept so that administrative changes stay traceable.
          </li>
        </ul>
      </section>

      <section>
        <h2>Who can see it</h2>
        <p>
          A candidate’s data is visible only to the employer whose interview they took. CVs and recordings are stored as
          private files and opened only through links that expire after a few minutes. We share data only with the
          providers needed to run the service (hosting and storage, the configured AI provider, e-mail delivery and
          Stripe for payments), each bound to use it only for that purpose.
        </p>
      </section>

      <section>
        <h2>Your rights as a candidate</h2>
        <ul>
          <li>
            <strong>Access:</strong> you can ask for a copy of the data held about you, including your recordings,
            transcript and AI assessment.
          </li>
          <li>
            <strong>Deletion:</strong> you can ask for your interview, CV and recordings to be deleted before the
            retention period ends.
          </li>
          <li>
            <strong>Human review:</strong> you can ask for a person to review any decision that involved an automated
            assessment, to give your point of view and to contest the decision.
          </li>
          <li>
            <strong>Correction and objection:</strong> you can ask for inaccurate details to be corrected and object to
            processing you did not expect.
          </li>
        </ul>
        <p>
          Send requests to the employer you applied to, or to us and we will pass them on and help. We answer within one
          month. You may also complain to your local data protection authority.
        </p>
      </section>

      <section>
        <h2>Your rights as an employer</h2>
        <p>
          You can see and change your account details on the settings page, delete any posting together with its
          interviews, CVs and recordings, and ask us to close your account and delete its data.
        </p>
      </section>

      <section>
        <h2>Contact</h2>
        <p>
          Questions or requests about privacy:{' '}
          {contact ? (
            <a href={contact} className="link">
              {email}
            </a>
          ) : (
            'use the contact address in the footer'
          )}
          . We will tell you about material changes to this policy before they take effect.
        </p>
      </section>
    </LegalPage>
  );
}
