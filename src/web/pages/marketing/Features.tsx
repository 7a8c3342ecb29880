import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function FeaturesPage() {
  return <PlaceholderPage title="Features" />;
}
