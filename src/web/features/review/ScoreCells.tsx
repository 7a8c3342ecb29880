import { useState } from 'react';
import { Link } from 'react-router';
import { ABOUT_ASSESSMENT_PATH } from '../../../core/api/assessor-validity';
import type { ScoreBasis } from '../../../core/scorecard/team-rating';
import { ScoreBadge } from './Badges';

/** What the settled score rests on, in words. */
export const BASIS_LABELS: Record<ScoreBasis, string> = {
  team: 'Team',
  mixed: 'Team + AI',
  assessor: 'AI estimate',
};

export type ScoreFields = {
  score: number | null;
  scoreBasis: ScoreBasis | null;
  aiScore: number | null;
  aiScoreWithheld: boolean;
};

/** The link every score carries: how the AI assessment was measured and what it is worth. */
export function AboutAssessmentLink({ className = 'link text-xs' }: { className?: string }) {
  return (
    <Link to={ABOUT_ASSESSMENT_PATH} className={className}>
      About the AI assessment
    </Link>
  );
}

/**
 * The score a list ranks by: the team's (labelled "Team" or "Team + AI") where the team rated,
 * the AI's otherwise — unless that estimate is withheld, then "Evidence only".
 */
export function SettledScore({ row }: { row: ScoreFields }) {
  if (row.score === null) return <ScoreBadge score={null} />;
  if (row.scoreBasis !== 'team' && row.scoreBasis !== 'mixed') {
    if (row.aiScoreWithheld) return <span className="text-xs font-semibold text-slate-600">Evidence only</span>;
    return <ScoreBadge score={row.score} />;
  }
  return (
    <span className="inline-flex items-center gap-1" data-testid="settled-score">
      <ScoreBadge score={row.score} />
      <span className="text-xs text-slate-600">{BASIS_LABELS[row.scoreBasis]}</span>
    </span>
  );
}

/** The AI's own Overall Score, always recorded; when withheld, one click shows it. */
export function AiScore({ row, label }: { row: ScoreFields; label: string }) {
  const [shown, setShown] = useState(false);
  if (row.aiScore === null) return <span className="text-slate-400">—</span>;
  if (row.aiScoreWithheld && !shown)
    return (
      <button
        type="button"
        className="text-xs font-semibold text-indigo-700 hover:underline"
        onClick={() => setShown(true)}
        aria-label={`Show estimate for ${label}`}
        title="The rule-based estimate misses its validity targets; see About the AI assessment."
      >
        Show estimate
      </button>
    );
  return (
    <span className="text-sm text-slate-700 tabular-nums" data-testid="ai-score">
      {row.aiScore}
    </span>
  );
}
