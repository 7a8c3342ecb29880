import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function InterviewsListPage() {
  return <PlaceholderPage title="Interviews" />;
}
