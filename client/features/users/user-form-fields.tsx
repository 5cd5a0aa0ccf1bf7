import { TabsTrigger } from '../../components/ui/tabs';
import type { TabName } from './user-form';

/** The small building blocks of the user form dialog. */
export function TabTrigger({ value, label, hasError }: { value: TabName; label: string; hasError: boolean }) {
  return (
    <TabsTrigger value={value} className="flex-1">
      {label}
      {hasError && (
        <>
          <span className="size-1.5 rounded-full bg-red-500" aria-hidden="true" />
          <span className="sr-only">(has errors)</span>
        </>
      )}
    </TabsTrigger>
  );
}
