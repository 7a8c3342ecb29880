import { Link } from 'react-router';
import { PLANS, TRIAL_DAYS } from '../../../core/plans';
import { useTitle } from '../../lib/use-title';
import { LegalPage, mailto, useSupportEmail } from './ui';

export default function TermsPage() {
  useTitle('Terms of Service');
  const email = useSupportEmail();
  const contact = mailto(email, 'Terms of Service');
  const starter = PLANS.starter.limits;
  const pro = PLANS.professional.limits;
  return (
    <LegalPage title="Terms of Service" updated="22 November 2026">
      <section>
        <p>
          These terms govern your use of Screenroom, an AI video-interview and candidate-screening service. By creating
          an account you agree to them on behalf of yourself and the organisation you hire for. Candidates who interview
          through a link are covered by the{' '}
          <Link to="/privacy" className="link">
            Privacy Policy
          </Link>{' '}
          and by the employer’s own terms.
        </p>
      </section>

      <section>
        <h2>The service</h2>
        <p>
          Screenroom lets employers publish interview processes, share a candidate link, and review recordings,
          transcripts and AI-written assessments of each interview. An AI interviewer asks each candidate up to ten
          spoken questions and AI assesses the transcript with an overall score.
        </p>
      </section>

      <section>
        <h2>Your account</h2>
        <ul>
          <li>
            Give accurate details and keep your password secret; you are responsible for activity on your account.
          </li>
          <li>Tell us promptly if you believe your account has been used without permission.</li>
          <li>You must be at least 18 and entitled to act for the organisation you hire for.</li>
        </ul>
      </section>

      <section>
        <h2>Using AI in hiring responsibly</h2>
        <ul>
          <li>
            Tell candidates, before they start, that they will be interviewed and assessed with AI and how their data
            will be used, and make sure your job ads and messages do not contradict what the interview page says.
          </li>
          <li>
            AI assessments are advice. A person in your team must review each candidate before accepting or rejecting
            them, and you must honour a candidate’s request for human review of a decision.
          </li>
          <li>
            Do not use Screenroom to discriminate unlawfully, to ask about protected characteristics, or for any purpose
            other than assessing candidates for a genuine role.
          </li>
          <li>
            You are the controller of your candidates’ data and must have a lawful basis for collecting it and comply
            with employment and data-protection law where you hire.
          </li>
        </ul>
      </section>

      <section>
        <h2>Plans, trials and billing</h2>
        <ul>
          <li>
            Paid plans unlock creating interview processes. Starter includes up to {starter?.interviewsPerMonth}{' '}
            interviews a month of up to {starter?.minutesPerInterview} minutes each; Professional up to{' '}
            {pro?.interviewsPerMonth} interviews of up to {pro?.minutesPerInterview} minutes. Monthly limits reset on
            the first day of each calendar month (UTC); once reached, new interviews cannot start until then.
          </li>
          <li>
            Paid plans start with a {TRIAL_DAYS}-day free trial. Unless you cancel before it ends, the plan renews
            automatically each month or year, depending on the billing period you chose, at the price shown when you
            subscribed.
          </li>
          <li>
            You can change plans or cancel at any time from Manage billing on the subscription page. Cancellation takes
            effect at the end of the current billing period; we do not refund partial periods except where the law
            requires it.
          </li>
          <li>
            If a payment fails, your plan becomes past due and creating new interview processes is paused until payment
            succeeds. Existing interviews stay available to you.
          </li>
          <li>Payments are processed by Stripe under Stripe’s terms.</li>
          <li>
            Free memberships granted by an administrator unlock the service without charge and may be withdrawn at any
            time.
          </li>
          <li>Self-hosted installs run with billing switched off unless their operator turns it on.</li>
        </ul>
      </section>

      <section>
        <h2>Your content and data</h2>
        <p>
          You keep all rights to your job postings and the interviews you collect. You give us permission to store and
          process them only to provide the service. Interviews, CVs and recordings are deleted automatically after{' '}
          {starter?.retentionDays} days, or {pro?.retentionDays} days on Professional, so download anything you must
          keep for longer before then.
        </p>
      </section>

      <section>
        <h2>Acceptable use</h2>
        <p>
          Do not upload unlawful content, attempt to access other accounts or candidates’ data, disrupt the service,
          probe it for vulnerabilities without permission, or resell it without our agreement. We may suspend accounts
          that break these terms.
        </p>
      </section>

      <section>
        <h2>Open source</h2>
        <p>
          Screenroom’s source code is published under an open-source licence, which governs your use of the code itself.
          These terms govern the hosted service.
        </p>
      </section>

      <section>
        <h2>Availability and liability</h2>
        <p>
          We work to keep Screenroom available and your data safe, but the service is provided “as is”, and AI output
          may be inaccurate. To the extent the law allows, we are not liable for indirect or consequential losses, and
          our total liability is limited to the fees you paid in the twelve months before the claim. Nothing in these
          terms limits liability that cannot be limited by law.
        </p>
      </section>

      <section>
        <h2>Ending the agreement</h2>
        <p>
          You may stop using Screenroom and close your account at any time. We may end the service for your account with
          30 days’ notice, or at once for a serious breach of these terms. When an account closes, its data is deleted
          as described in the Privacy Policy.
        </p>
      </section>

      <section>
        <h2>Changes and contact</h2>
        <p>
          We will give you at least 30 days’ notice of material changes to these terms. Questions:{' '}
          {contact ? (
            <a href={contact} className="link">
              {email}
            </a>
          ) : (
            'use the contact address in the footer'
          )}
          .
        </p>
      </section>
    </LegalPage>
  );
}
