import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function SubscriptionPage() {
  return <PlaceholderPage title="Subscription" />;
}
