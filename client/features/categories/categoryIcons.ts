import {
  BookOpen,
  Calendar,
  FileText,
  GraduationCap,
  Heart,
  LifeBuoy,
  type LucideIcon,
  Mail,
  MessageSquare,
  Monitor,
  Phone,
  Shield,
  Star,
  TriangleAlert,
  Users,
  Zap,
} from 'lucide-react';
import type { CategoryIcon } from '../../../common/schemas/categories';

/** The picture of each of the 15 icon options (product §1.3.2); General is MessageSquare. */
export const CATEGORY_ICON_COMPONENTS: Record<CategoryIcon, LucideIcon> = {
  General: MessageSquare,
  Academic: GraduationCap,
  'Mental Health': Heart,
  Crisis: TriangleAlert,
  Technical: Monitor,
  Support: LifeBuoy,
  Community: Users,
  Learning: BookOpen,
  Safety: Shield,
  Contact: Phone,
  Communication: Mail,
  Scheduling: Calendar,
  Documentation: FileText,
  Featured: Star,
  Urgent: Zap,
};

export function categoryIconOf(icon: string): LucideIcon {
  return CATEGORY_ICON_COMPONENTS[icon as CategoryIcon] ?? MessageSquare;
}
