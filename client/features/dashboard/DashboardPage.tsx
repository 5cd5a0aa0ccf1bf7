import { useCurrentUser } from '../auth/CurrentUserContext';
import { AdminDashboard } from './AdminDashboard';
import { CounselorDashboard } from './CounselorDashboard';
import { StudentDashboard } from './StudentDashboard';

/** The dashboard variant by role: student (also the default), counselor (counselors and advisors) or admin. */
export function DashboardPage() {
  const user = useCurrentUser();
  if (user.role === 'admin') return <AdminDashboard />;
  if (user.role === 'counselor' || user.role === 'advisor') return <CounselorDashboard user={user} />;
  return <StudentDashboard user={user} />;
}
