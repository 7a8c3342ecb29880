import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function AboutPage() {
  return <PlaceholderPage title="About Screenroom" />;
}
