import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import type { Pagination as PageMeta } from '../../common/schemas/api';
import { totalText } from '../lib/format';
import { cn } from '../lib/utils';
import { pageWindow } from './pagination-window';
import { Button } from './ui/button';
import { Select } from './ui/select';

interface PaginationProps {
  page: number;
  lastPage: number;
  total: number;
  /** `total` is an estimate (a large ticket list): shown as "about 24,300". */
  estimate?: boolean;
  from: number | null;
  to: number | null;
  perPage: number;
  pageSizes?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange?: (size: number) => void;
  className?: string;
}

/** The page figures of a list answer's `pagination`, as `Pagination` takes them. */
export function pageProps(meta: PageMeta) {
  return {
    page: meta.current_page,
    lastPage: meta.last_page,
    total: meta.total,
    estimate: meta.total_is_estimate === true,
    from: meta.from,
    to: meta.to,
  };
}

/** "Showing X to Y of Z results", page buttons (5 on wide screens, 3 on small) and the page size. */
export function Pagination({
  page,
  lastPage,
  total,
  estimate,
  from,
  to,
  perPage,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  className,
}: PaginationProps) {
  const sizeId = useId();
  const renderPages = (max: number, className: string) => (
    <ul className={cn('items-center gap-1', className)}>
      {pageWindow(page, lastPage, max).map((item) =>
        typeof item === 'number' ? (
          <li key={item}>
            <Button
              variant={item === page ? 'default' : 'outline'}
              size="sm"
              className="min-w-8"
              aria-label={`Page ${item}`}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => onPageChange(item)}
            >
              {item}
            </Button>
          </li>
        ) : (
          <li key={item} aria-hidden="true" className="px-1 text-slate-400">
            …
          </li>
        ),
      )}
    </ul>
  );

  return (
    <nav
      aria-label="Pagination"
      className={cn('flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between', className)}
    >
      <p className="text-sm text-slate-600">
        Showing {from ?? 0} to {to ?? 0} of {totalText(total, estimate)} results
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {pageSizes && onPageSizeChange && (
          <div className="flex items-center gap-2 text-sm text-slate-600">
            <label htmlFor={sizeId}>Per page</label>
            <Select
              id={sizeId}
              className="w-20"
              value={String(perPage)}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Select>
          </div>
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
          aria-label="Previous page"
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        {renderPages(5, 'hidden sm:flex')}
        {renderPages(3, 'flex sm:hidden')}
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= lastPage}
          aria-label="Next page"
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
