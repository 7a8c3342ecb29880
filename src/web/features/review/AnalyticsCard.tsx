import { formatDuration } from '../../../core/analytics';
import type { InterviewDetails } from '../../../core/api/review';
import { CompletionBadge, SentimentBadge } from './Badges';
import { Card } from '../../components/Card';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** docs/product-rules.md §9 analytics: average words, duration, sentiment, completion, clarity, conciseness. */
export function AnalyticsCard({ analytics }: { analytics: InterviewDetails['analytics'] }) {
  const items: [string, React.ReactNode][] = analytics
    ? [
        ['Average words', <span className="tabular-nums">{analytics.averageWords}</span>],
        ['Duration', formatDuration(analytics.durationMinutes)],
        ['Sentiment', <SentimentBadge percent={analytics.sentiment} />],
        ['Completion', <CompletionBadge percent={analytics.completion} />],
        ['Clarity', capitalise(analytics.clarity)],
        ['Conciseness', capitalise(analytics.conciseness)],
      ]
    : [];
  return (
    <Card aria-labelledby="analytics-heading" as="section">
      <h2 id="analytics-heading" className="text-lg font-semibold text-slate-900">
        Analytics
      </h2>
      {analytics ? (
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
          {items.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd className="mt-1 text-base font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Analytics appear once the interview has been assessed.</p>
      )}
    </Card>
  );
}
