import { maxAnnualSavingPercent, PLANS, TRIAL_DAYS } from '../../../core/plans';

const FAQ = [
  {
    q: 'How does the free trial work?',
    a: `Every paid plan starts with a ${TRIAL_DAYS}-day free trial with all of that plan's features. You are only charged when the trial ends, and you can cancel before then from the billing portal at no cost.`,
  },
  {
    q: 'What counts as an interview?',
    a: `One candidate answering at least one question (or submitting) in one of your interview processes; an application that is never answered does not count. Starter includes ${PLANS.starter.limits?.interviewsPerMonth} a month and Professional ${PLANS.professional.limits?.interviewsPerMonth}; the count starts again on the first day of each month. When you reach the limit, new candidates are asked to come back later and you see a notice on your subscription page.`,
  },
  {
    q: 'How much do I save with annual billing?',
    a: `Annual billing costs less per month than monthly billing: up to ${maxAnnualSavingPercent()}% less, depending on the plan. The annual price is charged once a year.`,
  },
  {
    q: 'Can I change plans or cancel?',
    a: 'Yes. Open Manage billing on your subscription page to switch plans, update your card, download invoices or cancel. A cancelled plan stays active until the end of the period you paid for.',
  },
  {
    q: 'How long do you keep interview recordings?',
    a: `Interviews, CVs and recordings are deleted automatically after ${PLANS.starter.limits?.retentionDays} days on Starter and ${PLANS.professional.limits?.retentionDays} days on Professional. Candidates can ask for their data to be deleted sooner.`,
  },
  {
    q: 'How do you take payment?',
    a: 'Payments are handled by Stripe. Your card details go straight to Stripe and never touch Screenroom’s servers.',
  },
  {
    q: 'Can I run Screenroom myself?',
    a: 'Yes. Screenroom is open source. A self-hosted install runs with billing switched off, so every account is active with no interview limit.',
  },
  {
    q: 'What does Enterprise include?',
    a: 'Interview volumes, retention and interview length set to your needs, dedicated support, custom integrations and a security review. Contact sales for a quote.',
  },
];

export function PricingFaq() {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {FAQ.map((item) => (
        <details key={item.q} className="group px-6 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900">
            <h3 className="text-base">{item.q}</h3>
            <span aria-hidden="true" className="text-xl text-indigo-600 transition group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="mt-3 text-sm leading-6 text-slate-600">{item.a}</p>
        </details>
      ))}
    </div>
  );
}
