import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function CaseStudiesPage() {
  return <PlaceholderPage title="Case Studies" />;
}
