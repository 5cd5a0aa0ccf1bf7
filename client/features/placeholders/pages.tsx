import { PlaceholderPage } from './PlaceholderPage';

export function ResourcesPage() {
  return <PlaceholderPage title="Resource Library" description="Self-help guides, videos and tools" />;
}

export function AdminTicketsPage() {
  return <PlaceholderPage title="Ticket Management Center" />;
}

export function AdminResourcesPage() {
  return <PlaceholderPage title="Resource Management" />;
}

export function AdminReportsPage() {
  return <PlaceholderPage title="Reports & Analytics" />;
}
