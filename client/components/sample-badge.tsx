import { Sparkles } from 'lucide-react';
import { Badge } from './ui/badge';

/** Marks fixed example content that the spec says is not loaded data. */
export function SampleBadge() {
  return (
    <Badge variant="warning" title="Example figures for illustration; not live data">
      <Sparkles className="size-3" aria-hidden="true" />
      Sample content
    </Badge>
  );
}
