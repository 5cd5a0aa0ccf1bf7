import { useCurrentUser } from '../auth/CurrentUserContext';
import { PlaceholderPage } from './PlaceholderPage';

/** The tickets list header by role (spec 1 §6). */
export function TicketsPage() {
  const { role } = useCurrentUser();
  if (role === 'admin') {
    return (
      <PlaceholderPage
        title="Ticket Management"
        description="Manage all support tickets, assignments, and system overview"
      />
    );
  }
  if (role === 'counselor' || role === 'advisor') {
    return (
      <PlaceholderPage title="My Cases" description="View and manage your assigned student support cases" />
    );
  }
  return (
    <PlaceholderPage
      title="My Support Tickets"
      description="Track your support requests and get help when you need it"
    />
  );
}

export function TicketDetailsPage({ ticketId }: { ticketId: number }) {
  return <PlaceholderPage title={`Ticket #${ticketId}`} />;
}

export function SubmitTicketPage() {
  return <PlaceholderPage title="Submit a Ticket" description="Tell us what you need help with" />;
}

export function AppointmentsPage() {
  return <PlaceholderPage title="My Appointments" description="Book and manage your counseling sessions" />;
}

export function CounselingPage() {
  return <PlaceholderPage title="Counseling and Mental Health" description="Support for your wellbeing" />;
}

export function HelpPage() {
  return <PlaceholderPage title="Help Center" description="Answers to common questions" />;
}

export function ResourcesPage() {
  return <PlaceholderPage title="Resource Library" description="Self-help guides, videos and tools" />;
}

export function NotificationsPage() {
  return <PlaceholderPage title="Notifications" description="Updates on your tickets and appointments" />;
}

export function AdminTicketsPage() {
  return <PlaceholderPage title="Ticket Management Center" />;
}

export function AdminResourcesPage() {
  return <PlaceholderPage title="Resource Management" />;
}

export function AdminUsersPage() {
  return <PlaceholderPage title="User Management" />;
}

export function AdminReportsPage() {
  return <PlaceholderPage title="Reports & Analytics" />;
}

export function AdminSettingsPage() {
  return <PlaceholderPage title="System Settings" />;
}

export function AdminHelpPage() {
  return <PlaceholderPage title="Admin Help" />;
}
