import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function CandidateInterviewPage() {
  return <PlaceholderPage title="Interview" />;
}
