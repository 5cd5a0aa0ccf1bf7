import { PlaceholderPage } from './PlaceholderPage';

export function AdminTicketsPage() {
  return <PlaceholderPage title="Ticket Management Center" />;
}
