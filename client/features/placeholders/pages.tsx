import { PlaceholderPage } from './PlaceholderPage';

export function AppointmentsPage() {
  return <PlaceholderPage title="My Appointments" description="Book and manage your counseling sessions" />;
}

export function AdminTicketsPage() {
  return <PlaceholderPage title="Ticket Management Center" />;
}

export function AdminReportsPage() {
  return <PlaceholderPage title="Reports & Analytics" />;
}
