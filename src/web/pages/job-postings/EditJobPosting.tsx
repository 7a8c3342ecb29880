import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function EditJobPostingPage() {
  return <PlaceholderPage title="Edit Interview Process" />;
}
