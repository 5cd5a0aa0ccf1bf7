import { PlaceholderPage } from './PlaceholderPage';

export function AdminTicketsPage() {
  return <PlaceholderPage title="Ticket Management Center" />;
}

export function AdminReportsPage() {
  return <PlaceholderPage title="Reports & Analytics" />;
}
