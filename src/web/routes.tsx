import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './components/Layout';
import { CandidateLayout } from './features/brand/CandidateLayout';
import { RequireAuth } from './components/RequireAuth';
import { RouteError } from './components/RouteError';
import { PageSpinner } from './components/Spinner';

type PageModule = { default: ComponentType };

/** Each page is its own chunk, so a visitor downloads only the page they open. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: () => load().then((m) => ({ Component: m.default })) };
}

// Anyone: marketing, legal, authentication and the candidate's interview link.
const publicRoutes: RouteObject[] = [
  { index: true, ...page(() => import('./pages/marketing/Landing')) },
  { path: 'features', ...page(() => import('./pages/marketing/Features')) },
  { path: 'pricing', ...page(() => import('./pages/marketing/Pricing')) },
  { path: 'case-studies', ...page(() => import('./pages/marketing/CaseStudies')) },
  { path: 'case-studies/degen-crypto-jobs', ...page(() => import('./pages/marketing/CaseStudyDegenCryptoJobs')) },
  { path: 'about', ...page(() => import('./pages/marketing/About')) },
  { path: 'privacy', ...page(() => import('./pages/marketing/Privacy')) },
  { path: 'terms', ...page(() => import('./pages/marketing/Terms')) },
  { path: 'login', ...page(() => import('./pages/auth/Login')) },
  { path: 'signup', ...page(() => import('./pages/auth/Signup')) },
  { path: 'forgot-password', ...page(() => import('./pages/auth/ForgotPassword')) },
  { path: 'update-password', ...page(() => import('./pages/auth/UpdatePassword')) },
  // The invitation e-mail's link: signed out, it offers sign-in and sign-up that come back here.
  { path: 'invitations/:id', ...page(() => import('./pages/invitations/AcceptInvitation')) },
];

// Candidates are anonymous: never behind the employer guard, and in the employer's brand.
const candidateRoutes: RouteObject[] = [
  { path: 'interview', ...page(() => import('./pages/candidate/CandidateInterview')) },
  { path: 'interview/:id', ...page(() => import('./pages/candidate/CandidateInterview')) },
  // The "continue your application" link mailed to the candidate's address (docs/decisions/0028).
  { path: 'continue', ...page(() => import('./pages/candidate/ContinueApplication')) },
  // Preview as candidate: the same pages for a signed-in employer (docs/decisions/0042).
  { path: 'preview/:id', ...page(() => import('./pages/candidate/PreviewAsCandidate')) },
  { path: 'invite/:token', ...page(() => import('./pages/candidate/Invitation')) },
  { path: 'second-round/:token', ...page(() => import('./pages/candidate/SecondRound')) },
  // The private link of a candidate's confirmation e-mail (no account).
  { path: 'your-data', ...page(() => import('./pages/your-data/YourData')) },
];

// Signed-in employers only.
const employerRoutes: RouteObject[] = [
  { path: 'dashboard', ...page(() => import('./pages/dashboard/Dashboard')) },
  { path: 'subscription', ...page(() => import('./pages/account/Subscription')) },
  { path: 'settings', ...page(() => import('./pages/account/Settings')) },
  { path: 'settings/notice', ...page(() => import('./pages/account/CandidateNoticeSettings')) },
  { path: 'settings/brand', ...page(() => import('./pages/account/BrandSettings')) },
  { path: 'settings/emails', ...page(() => import('./pages/account/MailTemplateSettings')) },
  { path: 'team', ...page(() => import('./pages/team/Team')) },
  { path: 'team/api-keys', ...page(() => import('./pages/api-keys/ApiKeys')) },
  { path: 'team/webhooks', ...page(() => import('./pages/webhooks/Webhooks')) },
  { path: 'about-ai-assessment', ...page(() => import('./pages/review/AboutAssessment')) },
  { path: 'interviews', ...page(() => import('./pages/interviews/InterviewsList')) },
  { path: 'interviews/:id', ...page(() => import('./pages/interviews/InterviewDetails')) },
  { path: 'job-postings', ...page(() => import('./pages/job-postings/JobPostingsList')) },
  { path: 'job-postings/create', ...page(() => import('./pages/job-postings/CreateJobPosting')) },
  { path: 'job-postings/:id/edit', ...page(() => import('./pages/job-postings/EditJobPosting')) },
  { path: 'job-postings/:id/plan', ...page(() => import('./pages/job-postings/InterviewPlan')) },
  { path: 'job-postings/:id/candidates', ...page(() => import('./pages/job-postings/Candidates')) },
  { path: 'job-postings/:id/compare', ...page(() => import('./pages/job-postings/CompareCandidates')) },
  { path: 'job-postings/:id/bias-report', ...page(() => import('./pages/job-postings/BiasReport')) },
  { path: 'audit-log', ...page(() => import('./pages/compliance/AuditLog')) },
  { path: 'candidate-data', ...page(() => import('./pages/compliance/CandidateData')) },
];

export const routes: RouteObject[] = [
  {
    element: <CandidateLayout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [{ errorElement: <RouteError />, children: candidateRoutes }],
  },
  {
    element: <Layout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...publicRoutes,
          { element: <RequireAuth />, children: employerRoutes },
          { path: '*', ...page(() => import('./pages/NotFound')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
