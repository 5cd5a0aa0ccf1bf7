export { DataTable, type DataTableProps, type DataTableSelection, type DataTableSorting } from './data-table';
export {
  type PageSelection,
  pageSelection,
  type RowId,
  type TableSort,
  toggleId,
  togglePage,
} from './table-state';
