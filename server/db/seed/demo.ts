import type { Kysely } from 'kysely';
import type { PriorityLevel } from '../../../common/schemas/specializations';
import type { Database } from '../types';
import type { CategoryOverrides, UserOverrides } from './factories';

/** A believable university: Northfield University's student support service. */
export const DEMO_USERS: UserOverrides[] = [
  {
    name: 'Jordan Mitchell',
    email: 'student@university.edu',
    role: 'student',
    student_id: 'NU2024-0417',
    phone: '555-0142',
  },
  {
    name: 'Priya Sharma',
    email: 'student2@university.edu',
    role: 'student',
    student_id: 'NU2023-1188',
    phone: '555-0178',
  },
  {
    name: 'Dr. Sarah Chen',
    email: 'counselor@university.edu',
    role: 'counselor',
    employee_id: 'EMP-2031',
    bio: 'Licensed clinical counselor focusing on anxiety, stress and transitions to university life.',
    specializations: JSON.stringify(['Anxiety', 'Stress management', 'Crisis intervention']),
  },
  {
    name: 'Michael Torres',
    email: 'advisor@university.edu',
    role: 'advisor',
    employee_id: 'EMP-2145',
    bio: 'Academic advisor for the faculties of Science and Engineering.',
    specializations: JSON.stringify(['Course planning', 'Academic probation', 'Transfers']),
  },
  { name: 'Taylor Morgan', email: 'admin@university.edu', role: 'admin', employee_id: 'EMP-1002' },
  {
    name: 'Emily Johnson',
    email: 'emily.johnson@university.edu',
    role: 'student',
    student_id: 'NU2025-0093',
  },
  {
    name: 'Marcus Williams',
    email: 'marcus.williams@university.edu',
    role: 'student',
    student_id: 'NU2022-0561',
  },
  { name: 'Aisha Okafor', email: 'aisha.okafor@university.edu', role: 'student', student_id: 'NU2024-0730' },
  { name: "Liam O'Brien", email: 'liam.obrien@university.edu', role: 'student', student_id: 'NU2023-0315' },
  {
    name: 'Sofía García',
    email: 'sofia.garcia@university.edu',
    role: 'student',
    student_id: 'NU2025-0211',
    phone: '555-0193',
  },
  {
    name: 'Noah Brooks',
    email: 'noah.brooks@university.edu',
    role: 'student',
    student_id: 'NU2021-0044',
    status: 'inactive',
  },
  {
    name: 'Devon Park',
    email: 'devon.park@university.edu',
    role: 'student',
    student_id: 'NU2022-0877',
    status: 'suspended',
  },
  {
    name: 'Dr. James Wilson',
    email: 'james.wilson@university.edu',
    role: 'counselor',
    employee_id: 'EMP-2087',
    specializations: JSON.stringify(['Depression', 'Grief', 'Substance use']),
  },
  {
    name: 'Dr. Amara Osei',
    email: 'amara.osei@university.edu',
    role: 'counselor',
    employee_id: 'EMP-2110',
    specializations: JSON.stringify(['Trauma', 'Relationships', 'International students']),
  },
  {
    name: 'Rachel Kim',
    email: 'rachel.kim@university.edu',
    role: 'advisor',
    employee_id: 'EMP-2199',
    specializations: JSON.stringify(['Financial aid', 'Scholarships', 'Housing']),
  },
  { name: 'Sam Patel', email: 'sam.patel@university.edu', role: 'admin', employee_id: 'EMP-1015' },
];

export const DEMO_CATEGORIES: CategoryOverrides[] = [
  {
    name: 'Academic Support',
    description: 'Course planning, study skills, academic probation, extensions and exam concerns.',
    icon: 'Academic',
    color: '#3B82F6',
    sla_response_hours: 48,
    // The advising office matches each request to the advisor of the student's faculty by hand.
    auto_assign: 0,
    sort_order: 1,
  },
  {
    name: 'Mental Health & Wellbeing',
    description: 'Stress, anxiety, low mood, loneliness and anything affecting how you feel day to day.',
    icon: 'Mental Health',
    color: '#8B5CF6',
    crisis_detection_enabled: 1,
    sla_response_hours: 24,
    max_priority_level: 4,
    sort_order: 2,
  },
  {
    name: 'Crisis Support',
    description: 'Urgent help when you or someone you know is not safe. For emergencies call 911 or 988.',
    icon: 'Crisis',
    color: '#EF4444',
    crisis_detection_enabled: 1,
    sla_response_hours: 1,
    max_priority_level: 4,
    sort_order: 3,
    notification_settings: {
      notify_admins: true,
      notify_counselors: true,
      email_alerts: true,
      auto_escalate: true,
    },
  },
  {
    name: 'Financial Aid',
    description: 'Grants, scholarships, emergency hardship funds, tuition payment plans.',
    icon: 'Support',
    color: '#10B981',
    sla_response_hours: 72,
    sort_order: 4,
  },
  {
    name: 'Housing & Campus Life',
    description: 'Residence halls, roommates, accommodation problems and campus facilities.',
    icon: 'Community',
    color: '#14B8A6',
    sla_response_hours: 48,
    sort_order: 5,
  },
  {
    name: 'Career Guidance',
    description: 'Internships, CV reviews, interview preparation and career planning.',
    icon: 'Learning',
    color: '#F59E0B',
    sla_response_hours: 72,
    auto_assign: 0,
    sort_order: 6,
  },
  {
    name: 'Technical Support',
    description: 'Student portal, e-mail, Wi-Fi and learning platform access problems.',
    icon: 'Technical',
    color: '#6B7280',
    sla_response_hours: 24,
    sort_order: 7,
  },
  {
    name: 'General Inquiry',
    description: 'Anything else: we will point you to the right person.',
    icon: 'General',
    color: '#3B82F6',
    sla_response_hours: 48,
    sort_order: 8,
  },
];

export interface DemoSpecialization {
  email: string;
  category: string;
  priority_level: PriorityLevel;
  max_workload: number;
  expertise_rating: number;
  is_available?: boolean;
  notes?: string;
}

/**
 * Who takes which tickets. Counselors cover wellbeing and crisis, advisors academic, money and housing
 * questions. Technical Support and General Inquiry have no specialists (an admin routes them), and Career
 * Guidance and Academic Support are assigned by hand, so the unassigned queue is never empty.
 */
export const DEMO_SPECIALIZATIONS: DemoSpecialization[] = [
  {
    email: 'counselor@university.edu',
    category: 'Mental Health & Wellbeing',
    priority_level: 'primary',
    max_workload: 12,
    expertise_rating: 5,
    notes: 'Anxiety, stress and exam pressure.',
  },
  {
    email: 'james.wilson@university.edu',
    category: 'Mental Health & Wellbeing',
    priority_level: 'primary',
    max_workload: 12,
    expertise_rating: 4,
    notes: 'Low mood, grief and substance use.',
  },
  {
    email: 'amara.osei@university.edu',
    category: 'Mental Health & Wellbeing',
    priority_level: 'secondary',
    max_workload: 8,
    expertise_rating: 4,
    notes: 'Trauma and relationships; international students.',
  },
  {
    email: 'counselor@university.edu',
    category: 'Crisis Support',
    priority_level: 'primary',
    max_workload: 6,
    expertise_rating: 5,
    notes: 'Trained in crisis intervention and safety planning.',
  },
  {
    email: 'james.wilson@university.edu',
    category: 'Crisis Support',
    priority_level: 'secondary',
    max_workload: 5,
    expertise_rating: 4,
  },
  {
    email: 'amara.osei@university.edu',
    category: 'Crisis Support',
    priority_level: 'backup',
    max_workload: 4,
    expertise_rating: 4,
  },
  {
    email: 'advisor@university.edu',
    category: 'Academic Support',
    priority_level: 'primary',
    max_workload: 15,
    expertise_rating: 5,
    notes: 'Faculties of Science and Engineering.',
  },
  {
    email: 'rachel.kim@university.edu',
    category: 'Academic Support',
    priority_level: 'backup',
    max_workload: 5,
    expertise_rating: 3,
  },
  {
    email: 'rachel.kim@university.edu',
    category: 'Financial Aid',
    priority_level: 'primary',
    max_workload: 15,
    expertise_rating: 5,
    notes: 'Scholarships, hardship funds and payment plans.',
  },
  {
    email: 'rachel.kim@university.edu',
    category: 'Housing & Campus Life',
    priority_level: 'primary',
    max_workload: 10,
    expertise_rating: 4,
  },
  {
    email: 'amara.osei@university.edu',
    category: 'Housing & Campus Life',
    priority_level: 'backup',
    max_workload: 4,
    expertise_rating: 3,
    notes: 'Roommate conflicts and international students settling in.',
  },
  {
    email: 'advisor@university.edu',
    category: 'Career Guidance',
    priority_level: 'secondary',
    max_workload: 8,
    expertise_rating: 3,
  },
];

/** Adds the demo specializations; the counselors and categories must be there already. */
export async function seedDemoSpecializations(
  db: Kysely<Database>,
  list = DEMO_SPECIALIZATIONS,
): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'email']).execute();
  const categories = await db.selectFrom('ticket_categories').select(['id', 'name']).execute();
  const now = new Date().toISOString();
  const rows = list.flatMap((s) => {
    const user = users.find((u) => u.email === s.email);
    const category = categories.find((c) => c.name === s.category);
    if (!user || !category) return [];
    return [
      {
        user_id: user.id,
        category_id: category.id,
        priority_level: s.priority_level,
        max_workload: s.max_workload,
        expertise_rating: s.expertise_rating,
        is_available: s.is_available === false ? 0 : 1,
        notes: s.notes ?? null,
        assigned_at: now,
        last_assigned_at: null,
        created_at: now,
        updated_at: now,
      },
    ];
  });
  if (rows.length) await db.insertInto('counselor_specializations').values(rows).execute();
}
