import { type DemoTicketStory, S } from './demo-ticket-texts';

const TECHNICAL = 'Technical Support';
const GENERAL = 'General Inquiry';

/** Technical and general questions, mostly answered by the support desk. */
export const DESK_STORIES: DemoTicketStory[] = [
  {
    student: S.jordan,
    category: TECHNICAL,
    subject: 'Cannot log in to the learning platform',
    description:
      'Since this morning the learning platform says "account not provisioned" when I log in. The student portal and my e-mail work fine. I have a quiz due tonight.',
    priority: 'Medium',
    status: 'Resolved',
    age: 6,
    to: null,
    reply:
      'Your account was caught in last night’s sync error. I have re-provisioned it and asked your instructor to reopen the quiz for you until tomorrow evening.',
    followUp: 'I can log in again. Thanks!',
  },
  {
    student: S.marcus,
    category: TECHNICAL,
    subject: 'Student e-mail not syncing on my phone',
    description:
      'My university e-mail stopped syncing on my Android phone after the password change last week. I removed and added the account again but it still does not update.',
    priority: 'High',
    status: 'Open',
    age: 1.9,
    to: null,
  },
  {
    student: S.emily,
    category: TECHNICAL,
    subject: 'Wi-Fi keeps dropping on the third floor of the library',
    description:
      'The campus Wi-Fi disconnects every few minutes on the third floor of the main library, near the group study rooms. It happens on my laptop and my phone.',
    priority: 'Low',
    status: 'Open',
    age: 0.5,
    to: null,
  },
  {
    student: S.liam,
    category: TECHNICAL,
    subject: 'Locked out of the exam portal an hour before my exam',
    description:
      'The online exam portal says my account is locked after too many attempts. My Statistics exam starts at 2pm and I cannot get in.',
    priority: 'Urgent',
    status: 'Closed',
    age: 17,
    to: null,
    reply:
      'Your account is unlocked now; please log in again. I have also let the exam office know in case you start late.',
    followUp: 'I am in. Thank you so much!',
  },
  {
    student: S.noah,
    category: TECHNICAL,
    subject: 'Printing credits not added after payment',
    description:
      'I paid $10 for printing credits on Monday but my balance still shows $0.40. I have the receipt from the online shop.',
    priority: 'Low',
    status: 'Closed',
    age: 43,
    late: true,
    to: null,
    reply:
      'The payment was stuck in the queue. Your $10 is on your print account now, and I have added $2 for the trouble.',
  },
  {
    student: S.olivia,
    category: TECHNICAL,
    subject: 'Two-factor codes not arriving by text',
    description:
      'I got a new phone with the same number and the two-factor codes for the student portal no longer arrive. Can I switch to the authenticator app?',
    priority: 'Medium',
    status: 'Resolved',
    age: 4,
    to: null,
    reply:
      'I have reset your two-factor settings. At your next sign-in you will be asked to scan a QR code with the authenticator app.',
  },
  {
    student: S.priya,
    category: GENERAL,
    subject: 'Where do I get an official transcript?',
    description:
      'I need an official transcript sent to a summer research programme. Do I request it here or somewhere else, and how long does it take?',
    priority: 'Low',
    status: 'Resolved',
    age: 13,
    to: null,
    reply:
      'Official transcripts are ordered from the Registrar page of the student portal. Electronic copies are sent within one working day; paper copies take about a week.',
  },
  {
    student: S.grace,
    category: GENERAL,
    subject: 'Lost my student ID card',
    description:
      'I lost my student ID card somewhere between the gym and the library yesterday. How do I get a replacement, and can someone deactivate the old one?',
    priority: 'Low',
    status: 'Open',
    age: 2.6,
    to: null,
  },
  {
    student: S.ethan,
    category: GENERAL,
    subject: 'Parking permit for evening classes',
    description:
      'I am taking an evening class on Tuesdays and Thursdays this term. Is there a cheaper parking permit for evenings only?',
    priority: 'Low',
    status: 'Closed',
    age: 37,
    to: null,
    reply:
      'Yes: the evening permit costs $45 a term and is valid after 4pm. You can buy it on the Parking Services page.',
  },
  {
    student: S.aisha,
    category: GENERAL,
    subject: 'Letter confirming enrolment for my visa renewal',
    description:
      'I need a letter confirming my full-time enrolment and expected graduation date for my student visa renewal. The appointment at the consulate is in ten days.',
    priority: 'Medium',
    status: 'In Progress',
    age: 3,
    to: 'amara.osei@university.edu',
    reply:
      'I have requested the enrolment letter from the Registrar with your expected graduation date. It usually takes three working days; I will let you know as soon as it is ready.',
  },
  {
    student: S.sofia,
    category: GENERAL,
    subject: 'Volunteering opportunities on campus',
    description:
      'I would like to volunteer a few hours a week, ideally with children or in education. Does the university have a volunteering office?',
    priority: 'Low',
    status: 'Resolved',
    age: 9,
    to: null,
    reply:
      'The Community Engagement Office lists volunteering roles every week, including the after-school reading programme, which sounds like a great fit.',
  },
];
