import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function CandidatesPage() {
  return <PlaceholderPage title="Candidates" />;
}
