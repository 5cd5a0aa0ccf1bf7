/**
 * Plain requests, the bulk of what students write: the held-out rounds' harmless texts are hard look-alikes
 * and do not measure them. Built like the large seed's tickets (`bench/seed-large.ts`): a subject of every
 * category but wellbeing and crisis, and two of its ordinary bodies. Checked only, never trained on.
 */
const SUBJECTS = [
  'Course registration problem',
  'Extension request for Organic Chemistry',
  'Question about my Calculus II grade',
  'Academic probation meeting',
  'Timetable clash in Data Structures',
  'Emergency hardship fund application',
  'Scholarship payment delayed',
  'Tuition payment plan',
  'Work-study hours question',
  'Roommate conflict',
  'Heating broken in Maple Hall',
  'Room change request',
  'Noise complaints in North Tower',
  'CV review before the career fair',
  'Internship offer questions',
  'Interview practice session',
  'Cannot log in to the learning platform',
  'Wi-Fi drops in the library',
  'Student e-mail not syncing',
  'Where do I get a transcript?',
  'Lost student ID card',
  'Parking permit question',
];
/** The ordinary bodies the large seed's tickets are written with (`bench/seed-large.ts` imports them). */
export const ORDINARY_BODIES: readonly string[] = [
  'I have tried to sort this out myself but I am not getting anywhere and would appreciate some guidance.',
  'This has been going on for about two weeks now and it is starting to affect my coursework.',
  'Could someone please get back to me before Friday? I am free most afternoons after 2pm.',
  'My advisor suggested I raise a ticket here. I have attached what I have so far.',
  'I am not sure this is the right category, please move it if needed. Thank you for your help.',
];

/** The 440 requests: every subject with every ordered pair of two different bodies. */
export const ORDINARY_REQUESTS: readonly string[] = SUBJECTS.flatMap((subject) =>
  ORDINARY_BODIES.flatMap((first) =>
    ORDINARY_BODIES.filter((second) => second !== first).map((second) => `${subject}\n${first} ${second}`),
  ),
);
