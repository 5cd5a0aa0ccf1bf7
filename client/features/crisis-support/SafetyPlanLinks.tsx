import { ClipboardList, HandHeart, TriangleAlert, Users } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../app/paths';
import { cn } from '../../lib/utils';

/** The crisis panel's four safety-planning buttons, each opening its part of the student's own plan. */
const LINKS = [
  { label: 'Create Safety Plan', hash: '', icon: ClipboardList },
  { label: 'Coping Strategies', hash: '#coping-strategies', icon: HandHeart },
  { label: 'Support Network', hash: '#support-network', icon: Users },
  { label: 'Warning Signs', hash: '#warning-signs', icon: TriangleAlert },
] as const;

export function SafetyPlanLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <nav aria-label="Safety planning" className={cn('grid grid-cols-2 gap-2', className)}>
      {LINKS.map(({ label, hash, icon: Icon }) => (
        <Link
          key={label}
          to={`${PAGE_PATHS['safety-plan']}${hash}`}
          onClick={onNavigate}
          className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-sm font-medium text-slate-800 hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <Icon className="size-4 shrink-0 text-indigo-700" aria-hidden="true" />
          {label}
        </Link>
      ))}
    </nav>
  );
}
