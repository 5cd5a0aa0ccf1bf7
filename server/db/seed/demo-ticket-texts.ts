import type { TicketPriority, TicketStatus } from '../../../common/schemas/tickets';
import type { UserOverrides } from './factories';

/** One ticket of the demo history, as a student raised it and as the staff answered it. */
export interface DemoTicketStory {
  /** The requester's e-mail. */
  student: string;
  category: string;
  subject: string;
  description: string;
  priority: TicketPriority;
  status: TicketStatus;
  /** Days since the ticket was raised. */
  age: number;
  /** The assignee's e-mail; null leaves it unassigned; absent picks a specialist of the category. */
  to?: string | null;
  /** The first public staff reply; every ticket past Open has one. */
  reply?: string;
  /** An internal note by the assignee. */
  note?: string;
  /** The student's answer to the first reply. */
  followUp?: string;
  /** The staff's last message before resolving. */
  closing?: string;
  tags?: string[];
  /** The first reply came after the category's response time. */
  late?: boolean;
  /** The priority the student chose, changed by staff at the first reply. */
  raisedFrom?: TicketPriority;
  /** The text is a crisis for the screening engine (checked when seeding). */
  crisis?: boolean;
  /** How the counselor acknowledged the crisis. */
  acknowledgement?: string;
}

export const S = {
  jordan: 'student@university.edu',
  priya: 'student2@university.edu',
  emily: 'emily.johnson@university.edu',
  marcus: 'marcus.williams@university.edu',
  aisha: 'aisha.okafor@university.edu',
  liam: 'liam.obrien@university.edu',
  sofia: 'sofia.garcia@university.edu',
  noah: 'noah.brooks@university.edu',
  devon: 'devon.park@university.edu',
  hannah: 'hannah.schmidt@university.edu',
  ethan: 'ethan.nguyen@university.edu',
  olivia: 'olivia.bennett@university.edu',
  mateo: 'mateo.rossi@university.edu',
  grace: 'grace.adeyemi@university.edu',
  chloe: 'chloe.martin@university.edu',
};

/** Students who only appear through their tickets. */
export const DEMO_TICKET_STUDENTS: UserOverrides[] = [
  { name: 'Hannah Schmidt', email: S.hannah, student_id: 'NU2024-0952', phone: '555-0193' },
  { name: 'Ethan Nguyen', email: S.ethan, student_id: 'NU2023-0648' },
  { name: 'Olivia Bennett', email: S.olivia, student_id: 'NU2025-0307', phone: '555-0121' },
  { name: 'Mateo Rossi', email: S.mateo, student_id: 'NU2022-0419' },
  { name: 'Grace Adeyemi', email: S.grace, student_id: 'NU2024-0581' },
  { name: 'Chloe Martin', email: S.chloe, student_id: 'NU2023-0904' },
];

const ACADEMIC = 'Academic Support';
const CAREER = 'Career Guidance';

/** Course, credit and career questions. */
export const STUDY_STORIES: DemoTicketStory[] = [
  {
    student: S.jordan,
    category: ACADEMIC,
    subject: 'Extension request for Organic Chemistry lab report',
    description:
      'I had the flu from Monday to Thursday last week and missed two lab sessions. The report for Experiment 4 is due this Friday and I have not been able to collect my own data. I have a note from the campus health centre. Could I get a one-week extension or join another group for the make-up session?',
    priority: 'High',
    status: 'In Progress',
    age: 1.6,
    reply:
      'Sorry to hear you were ill, Jordan. Extensions of up to a week are normally approved with a medical note. I have written to Dr. Alvarez about the Thursday make-up session and will let you know what she says.',
    followUp: 'Thank you! I dropped a copy of the health centre note at the advising office this morning.',
    tags: ['extension', 'medical note'],
  },
  {
    student: S.priya,
    category: ACADEMIC,
    subject: 'Transfer credit for Statistics 101 missing from degree audit',
    description:
      'I took Statistics 101 and English Composition at Lakeview Community College before transferring. Only the English course shows on my degree audit. How do I get the statistics credit reviewed before I register for next term?',
    priority: 'Medium',
    status: 'Closed',
    age: 38,
    reply:
      'The statistics course needs a syllabus review by the Mathematics department. If you send me the syllabus as a PDF I will submit the transfer credit evaluation for you.',
    followUp: 'I have e-mailed the syllabus to you. Thanks for the help!',
    closing:
      'Good news: the Mathematics department approved it, and Statistics 101 now appears on your degree audit as MATH 1150.',
  },
  {
    student: S.marcus,
    category: ACADEMIC,
    subject: 'Academic probation meeting and a lighter course load',
    description:
      'I received a letter saying I am on academic probation after last term. I need to meet an advisor before registration opens. What should I bring, and could we talk about taking four courses instead of five? I work 25 hours a week off campus.',
    priority: 'High',
    status: 'Resolved',
    age: 27,
    reply:
      'Thanks for reaching out early, Marcus. Please book a 45-minute slot with me this week and bring your work schedule. A four-course load is allowed on probation and is often the right call when you work.',
    note: 'Works 25 h/week. Recommend four courses, tutoring referral for Calculus, check-in at week 6.',
    followUp: 'I booked Wednesday at 2pm. See you then.',
    closing:
      'It was good to meet you. Your plan is on file: four courses, Tuesday tutoring for Calculus and a check-in at week 6.',
    tags: ['probation'],
  },
  {
    student: S.hannah,
    category: ACADEMIC,
    subject: 'Timetable clash between Calculus II and Physics 201 lab',
    description:
      'My Calculus II section (Tuesday and Thursday at 10:00) overlaps with my Physics 201 lab on Thursday from 9:00 to 11:50. Both are required for my engineering track this term and the other Calculus sections are full. Can someone help me find a solution?',
    priority: 'Medium',
    status: 'Open',
    age: 0.2,
    to: null,
  },
  {
    student: S.emily,
    category: ACADEMIC,
    subject: 'How do I change my major to Psychology?',
    description:
      'I started in Biology but I have enjoyed my Introduction to Psychology course much more. What are the steps to change my major, and will my Biology credits still count towards the new degree?',
    priority: 'Low',
    status: 'Resolved',
    age: 19,
    reply:
      'Changing major is a simple form once you have met with a Psychology advisor. Most of your Biology credits will count as science electives. The steps are in the student handbook under "Changing your programme", and I have copied the Psychology office.',
    followUp: 'That is a relief. I have an appointment with the Psychology office next Monday.',
  },
  {
    student: S.ethan,
    category: ACADEMIC,
    subject: 'Grade appeal for my Microeconomics final exam',
    description:
      'My final exam grade in Microeconomics was entered as 58 but the marked paper I picked up adds up to 68. This changes my course grade from a C- to a C+. Who do I contact to have the grade corrected?',
    priority: 'Medium',
    status: 'In Progress',
    age: 3.4,
    raisedFrom: 'Low',
    reply:
      'That looks like a data entry error rather than an appeal, which is quicker. Could you scan the cover page of the marked paper? I will forward it to the department with a correction request.',
    note: 'Sent the correction request to the Economics office; Prof. Haddad is away until Monday.',
  },
  {
    student: S.sofia,
    category: ACADEMIC,
    subject: 'Withdrawal deadline for Introduction to Philosophy',
    description:
      'I am struggling to keep up with five courses and would like to withdraw from Introduction to Philosophy. Is it too late to withdraw without a fail on my transcript, and will it affect my full-time status?',
    priority: 'Medium',
    status: 'Closed',
    age: 44,
    reply:
      'You are still within the withdrawal period until Friday, and the course will show as W, not a fail. With four courses you remain a full-time student, so your aid is not affected.',
    closing: 'The withdrawal has been processed. Well done for getting your workload back under control.',
  },
  {
    student: S.grace,
    category: ACADEMIC,
    subject: 'Looking for a tutor for Calculus II',
    description:
      'I passed the first Calculus II quiz but only just, and integration by parts still does not make sense to me. Does the university offer free tutoring, and how do I sign up?',
    priority: 'Medium',
    status: 'Resolved',
    age: 8,
    reply:
      'Yes, the Maths Learning Centre runs free drop-in sessions every weekday from 12 to 4, and you can book one-to-one tutoring through the student portal under Learning Support.',
    followUp: 'I went to the drop-in yesterday and it helped a lot. Thank you.',
  },
  {
    student: S.priya,
    category: ACADEMIC,
    subject: 'Pre-approval of study abroad courses in Madrid',
    description:
      'I have been accepted to the spring exchange in Madrid. The exchange office asked me to get my course list pre-approved by an academic advisor. I have four courses picked out and their descriptions ready.',
    priority: 'Low',
    status: 'Open',
    age: 1.5,
    to: 'advisor@university.edu',
  },
  {
    student: S.jordan,
    category: CAREER,
    subject: 'CV review before the autumn career fair',
    description:
      'The career fair is in two weeks and I would like someone to look at my CV. I am in second year and most of my experience is part-time retail work and a robotics club. How do I make it look relevant for engineering internships?',
    priority: 'Low',
    status: 'Closed',
    age: 30,
    reply:
      'Happy to help. Lead with the robotics club: what you built, your role and the result. Keep the retail job to two lines about teamwork and reliability. Send me the updated version and we can go through it together.',
    followUp: 'I rewrote the projects section. The new version is in my e-mail to you.',
    closing: 'Your CV is in great shape now. Good luck at the fair, and bring printed copies!',
    tags: ['career fair'],
  },
  {
    student: S.mateo,
    category: CAREER,
    subject: 'Two internship offers and a deadline on Friday',
    description:
      'I have an offer from a small renewable energy start-up and another from a large consulting firm. The consulting firm wants an answer by Friday but I am still waiting to hear about pay from the start-up. How should I handle this?',
    priority: 'Medium',
    status: 'Resolved',
    age: 16,
    reply:
      'Congratulations on two offers! It is normal to ask the consulting firm for a short extension, and to ask the start-up for their timeline. Thank each of them, say you are very interested, and ask for a date; recruiters expect it.',
    followUp:
      'The consulting firm gave me until next Wednesday, and the start-up came back with an offer I am happy with.',
  },
  {
    student: S.aisha,
    category: CAREER,
    subject: 'Mock interview for a software engineering internship',
    description:
      'I have a technical interview with a fintech company next Thursday. Could I book a mock interview, especially for the behavioural questions? I am fine with coding but freeze on "tell me about yourself".',
    priority: 'Medium',
    status: 'In Progress',
    age: 2,
    reply:
      'Let us do a 30-minute mock interview on Tuesday afternoon. Prepare three short stories about a challenge, a team project and a mistake you learned from; we will practise telling them.',
  },
  {
    student: S.chloe,
    category: CAREER,
    subject: 'Timeline for applying to clinical psychology graduate programmes',
    description:
      'I am in third year and want to apply to clinical psychology PhD programmes next autumn. When should I take the GRE, and how many research hours do programmes usually expect?',
    priority: 'Low',
    status: 'Open',
    age: 2.8,
    to: null,
  },
  {
    student: S.liam,
    category: CAREER,
    subject: 'Part-time jobs on campus',
    description:
      'I need to work about ten hours a week to cover my living costs. Where can I find jobs on campus that fit around lectures?',
    priority: 'Low',
    status: 'Resolved',
    age: 22,
    reply:
      'Campus jobs are posted on the Handshake portal under "On-campus". The library and the recreation centre hire every term and are flexible around lectures.',
  },
  {
    student: S.marcus,
    category: CAREER,
    subject: 'Advice on building a professional network',
    description:
      'Everyone tells me to network but I do not know where to start. I am studying business and would like to work in supply chain management. Is there an alumni mentoring programme?',
    priority: 'Medium',
    status: 'Closed',
    age: 40,
    reply:
      'Yes, the alumni mentoring programme opens sign-ups twice a year and there are several supply chain mentors. I have added you to the waiting list, and the next networking evening is on the 12th.',
    closing: 'You have been matched with a mentor at a logistics company. Enjoy the programme!',
  },
];
