import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function JobPostingsListPage() {
  return <PlaceholderPage title="Job Postings" />;
}
