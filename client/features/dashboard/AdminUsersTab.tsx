import { Download, Search, Settings, UserPlus, Users } from 'lucide-react';
import { LinkAction, SectionCard } from './parts';
import { UserDistribution } from './UserDistribution';

export function AdminUsersTab() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <SectionCard title="User Distribution" icon={Users}>
        <UserDistribution />
      </SectionCard>
      <SectionCard title="Quick Actions" icon={Settings}>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <LinkAction page="admin-users" icon={UserPlus}>
            Add New User
          </LinkAction>
          <LinkAction page="admin-users" icon={Search}>
            Search Users
          </LinkAction>
          <LinkAction page="admin-users" icon={Download}>
            Export User Data
          </LinkAction>
          <LinkAction page="admin-settings" icon={Settings}>
            User Settings
          </LinkAction>
        </div>
      </SectionCard>
    </div>
  );
}
