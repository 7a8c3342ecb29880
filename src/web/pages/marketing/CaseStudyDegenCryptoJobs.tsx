import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function CaseStudyDegenCryptoJobsPage() {
  return <PlaceholderPage title="Case Study: Degen Crypto Jobs" />;
}
