import { LoadingState } from '../../components/query-state';

/** Shown in the content area while a lazily loaded page arrives. */
export function PageLoading() {
  return <LoadingState label="Loading page..." className="min-h-[40vh] justify-center" />;
}
