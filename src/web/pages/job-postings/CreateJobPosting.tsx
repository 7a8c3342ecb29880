import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function CreateJobPostingPage() {
  return <PlaceholderPage title="Create Interview Process" />;
}
