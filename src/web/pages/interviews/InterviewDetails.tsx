import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function InterviewDetailsPage() {
  return <PlaceholderPage title="Interview Details" />;
}
