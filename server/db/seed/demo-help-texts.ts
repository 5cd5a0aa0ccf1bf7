/**
 * The demo university's Help Center (Northfield University): categories and FAQs a student would really
 * look for, answers in Markdown. Study, wellbeing and safety here; campus life in `demo-help-texts-campus.ts`.
 */
export interface DemoFaq {
  question: string;
  answer: string;
  tags: string[];
  featured?: boolean;
  /** Drafts stay unpublished (the admins' Draft badge). */
  draft?: boolean;
  views: number;
}

export interface DemoHelpCategory {
  name: string;
  description: string;
  icon: string;
  color: string;
  faqs: DemoFaq[];
}

export const ACADEMIC: DemoHelpCategory = {
  name: 'Academic Support',
  description: 'Exams, resits, deadlines, registration, appeals and study skills.',
  icon: 'GraduationCap',
  color: '#3B82F6',
  faqs: [
    {
      question: 'How do I ask for a deadline extension on an assignment?',
      answer: `For a short delay (up to **7 days**) ask your module leader directly by e-mail **before** the deadline, saying why you need it and how long.

For anything longer, or if your module leader cannot agree it, submit an **extenuating circumstances** claim:

1. Open *Student Portal → My Studies → Extenuating Circumstances*.
2. Describe what happened and which assessments are affected.
3. Attach evidence (a doctor's note, a letter from a counselor, a police reference). If you cannot get evidence in time, submit anyway and add it within 10 working days.

Claims are decided within 5 working days. Counselors at the Support Hub can write a supporting letter: open a ticket in *Academic Support*.`,
      tags: ['deadline', 'extension', 'extenuating circumstances', 'coursework'],
      featured: true,
      views: 412,
    },
    {
      question: 'I failed an exam. Can I resit it and when are resits held?',
      answer: `Yes. If you fail a module you normally have **one resit attempt** per assessment. Resits take place in the **August resit period** (usually the second and third weeks of August).

- You are registered for resits automatically when results are published; check *Student Portal → Exams → My Resits*.
- A resit mark is normally **capped at the pass mark (40%)** unless your first attempt was covered by accepted extenuating circumstances, in which case it counts as a first sitting and is not capped.
- There is no fee for your first resit.

If you cannot attend in August, talk to your academic advisor before 1 July.`,
      tags: ['resit', 'exam', 'fail', 'august'],
      featured: true,
      views: 355,
    },
    {
      question: 'How do I register for courses or change my modules?',
      answer: `Module registration opens in **Week 10 of the spring term** for the next year. Go to *Student Portal → My Studies → Module Registration* and choose your optional modules; core modules are added for you.

You can add or drop modules during the **first two weeks of each term** (the add/drop period) without any penalty. After that, changes need your programme director's approval.

Timetable clashes are shown before you confirm. If a module is full, join the waiting list and e-mail the school office.`,
      tags: ['registration', 'modules', 'add drop', 'enrolment'],
      views: 268,
    },
    {
      question: 'How can I get an official transcript?',
      answer: `Order transcripts at *Student Portal → Documents → Transcripts*.

- **Electronic transcripts** (secure PDF) are free and usually arrive within 1 working day.
- **Printed, sealed transcripts** cost $10 each and are posted within 5 working days.

You cannot order a transcript while you owe tuition fees of more than $500; contact Student Finance if this blocks you.`,
      tags: ['transcript', 'documents', 'records'],
      views: 143,
    },
    {
      question: 'How do I appeal an exam result or a grade?',
      answer: `You can appeal within **10 working days** of results being published, on these grounds only:

- a procedural error in how the assessment was run or marked;
- extenuating circumstances you could not tell us about before, with a good reason why;
- evidence of bias.

You cannot appeal against academic judgement (disagreeing with the mark itself). Submit the **Academic Appeal form** in the Student Portal. The Students' Union advice centre can check your appeal before you send it.`,
      tags: ['appeal', 'grades', 'results'],
      views: 121,
    },
    {
      question: 'What counts as plagiarism, and what happens if I am accused of it?',
      answer: `Plagiarism is presenting someone else's work or ideas as your own without acknowledging them, including copying from classmates, paraphrasing without citing, reusing your own earlier work, and submitting text written by AI tools when the assessment does not allow it.

If your work is flagged you will be invited to an **academic integrity meeting**. You can bring a friend or a Students' Union advisor. Outcomes range from a warning and a resubmission to a mark of zero.

To avoid problems, use the library's free **referencing workshops** and check your draft with Turnitin before the deadline.`,
      tags: ['plagiarism', 'academic integrity', 'referencing', 'ai'],
      views: 97,
    },
    {
      question: 'Where can I get help with essay writing and study skills?',
      answer: `The **Writing & Learning Centre** (Library, 2nd floor) offers free help:

- one-to-one 30-minute appointments on structure, arguments and referencing;
- drop-in sessions Monday to Thursday, 12:00-14:00;
- workshops on time management, note-taking and exam revision.

Book at *Student Portal → Support → Writing Centre*. Maths and statistics help is at the **Maths Café** in the Science Building.`,
      tags: ['writing', 'study skills', 'tutoring', 'library'],
      views: 188,
    },
    {
      question: 'When is the exam timetable published?',
      answer: `The provisional exam timetable is published **six weeks before** the exam period and the final timetable **four weeks before**, in *Student Portal → Exams → My Timetable*.

If two of your exams clash, or you have three exams within 24 hours, tell the Exams Office within 5 working days of the provisional timetable and they will reschedule one.`,
      tags: ['exam', 'timetable', 'schedule'],
      views: 301,
    },
    {
      question: 'Can I take a leave of absence or withdraw from my studies?',
      answer: `Yes. A **leave of absence** (interruption) pauses your studies for up to one year, for health, family, financial or personal reasons. A **withdrawal** ends your studies.

Before deciding, talk to your academic advisor and to Student Finance: both affect your fees, loans and visa. Apply at *Student Portal → My Studies → Change of Status*.

If your reasons are about your wellbeing, a counselor can help you think it through; open a ticket in *Mental Health*.`,
      tags: ['leave of absence', 'withdraw', 'interruption'],
      views: 76,
    },
    {
      question: 'How do I arrange extra time or other exam adjustments for a disability?',
      answer: `Register with **Disability Services** as early as possible; adjustments must be in place **five weeks before** an exam period.

Bring evidence of your condition (a diagnosis letter or a specialist report). Disability Services then agrees a *Student Support Plan* with you, which can include extra time, rest breaks, a smaller room, a computer or a reader. Your plan is shared with your school and the Exams Office, never with other students.`,
      tags: ['disability', 'accessibility', 'exam', 'adjustments'],
      views: 84,
    },
  ],
};

export const WELLBEING: DemoHelpCategory = {
  name: 'Mental Health & Wellbeing',
  description: 'Counselling, stress, low mood, and looking after yourself and others.',
  icon: 'Heart',
  color: '#8B5CF6',
  faqs: [
    {
      question: 'How do I book a counselling appointment?',
      answer: `Open **Appointments** and choose **Book Appointment**: pick a video, phone or chat session (you may keep your identity anonymous), a counselor or **Auto-Assign**, and one of the free times. You get a confirmation with a calendar file, and reminders a day and an hour before. Sessions are **free** for all enrolled students; video and phone sessions last 60 minutes, chat sessions 45.

If you need to talk to someone sooner, the **Counseling** page lists the crisis lines and lets you ask a counselor to contact you now.`,
      tags: ['counselling', 'appointment', 'book'],
      featured: true,
      views: 520,
    },
    {
      question: 'Is counselling confidential?',
      answer: `Yes. What you tell a counselor stays within the counselling service. It is **not** shared with your school, lecturers, family or the university's academic records.

The only exception is when a counselor believes you or someone else is at **serious risk of harm**; then they may contact emergency services or someone who can keep you safe, and wherever possible they will talk to you about it first.`,
      tags: ['counselling', 'confidential', 'privacy'],
      views: 290,
    },
    {
      question: 'How long is the wait for counselling?',
      answer: `Most students are offered a first appointment within **5 working days**. In busy weeks (exams, the start of term) it can be up to 10.

While you wait you can join a **drop-in session** (weekdays 14:00-16:00, Student Centre room 1.12), use the self-help resources in the Resource Library, or attend a wellbeing workshop. If things get worse while you wait, open an urgent ticket or call 988.`,
      tags: ['counselling', 'waiting time', 'drop-in'],
      views: 174,
    },
    {
      question: 'I am really stressed about exams. What can help?',
      answer: `Exam stress is very common, and a few things really do help:

- **Plan** your revision in short blocks (25-45 minutes) with breaks, and keep one evening a week free.
- **Sleep** 7-9 hours; all-nighters make recall worse.
- **Move**: a 20-minute walk lowers anxiety measurably.
- Try a **breathing exercise**: in for 4, hold for 4, out for 6, for two minutes.

The Wellbeing team runs *Beat Exam Stress* workshops every term. If stress is stopping you from sleeping, eating or studying, book a counselling appointment.`,
      tags: ['stress', 'exams', 'anxiety', 'revision'],
      featured: true,
      views: 377,
    },
    {
      question: 'I feel homesick and lonely. Is that normal?',
      answer: `Very. Most new students feel homesick at some point, especially in the first term and after holidays.

Things that help: keep a routine, call home at set times rather than all the time, join one society or sports club, and say yes to small invitations. The **Student Centre** runs *Coffee & Connect* every Wednesday at 15:00 for anyone who wants company.

If loneliness lasts for weeks or you feel low most days, talk to a counselor.`,
      tags: ['homesick', 'lonely', 'first year'],
      views: 132,
    },
    {
      question: 'How can I support a friend who is struggling?',
      answer: `Listen without judging, tell them what you have noticed, and ask how they are, directly. You do not need to fix things.

Encourage them to book counselling, and offer to sit with them while they do. **Look after yourself too**: you can talk to a counselor about supporting someone.

If your friend talks about ending their life or you think they are in danger, **call 911**. You can also call or text **988** for advice on how to help.`,
      tags: ['friend', 'support', 'worried'],
      views: 158,
    },
    {
      question: 'Are there group sessions or workshops for wellbeing?',
      answer: `Yes, all free and open to every student:

- **Managing Anxiety** (4 weekly sessions, every term)
- **Mindfulness for Students** (6 weeks, Tuesdays 17:00)
- **Sleep Better** (one session, monthly)
- **Grief and Loss** support group (fortnightly)

Book in *Student Portal → Wellbeing → Workshops*. Groups are small (up to 12) and you only share what you want to.`,
      tags: ['workshops', 'groups', 'mindfulness', 'anxiety'],
      views: 89,
    },
    {
      question: 'Do I need to pay for counselling or medication?',
      answer: `Counselling at the Support Hub is **free**. Appointments with the **Campus Health Center** doctors are covered by the student health plan, and prescriptions cost a **$10 co-pay**.

If you are not on the student health plan, ask Student Finance about the hardship fund, which can cover prescription costs.`,
      tags: ['cost', 'counselling', 'medication', 'health center'],
      views: 64,
    },
  ],
};

export const CRISIS_AND_SAFETY: DemoHelpCategory = {
  name: 'Crisis & Safety',
  description: 'Urgent help, staying safe on campus, and reporting harm.',
  icon: 'ShieldAlert',
  color: '#EF4444',
  faqs: [
    {
      question: 'What should I do in a mental health emergency?',
      answer: `If you or someone else is in immediate danger, **call 911** now.

You can also:

- call or text **988** (Suicide & Crisis Lifeline), any time, day or night;
- text **HOME to 741741** to reach the Crisis Text Line;
- use **"Ask a counselor to contact me now"** on the Counseling page: it opens an urgent ticket and alerts the counselor on call.

You do not have to be sure it is "serious enough". If you are worried, reach out.`,
      tags: ['emergency', 'crisis', '988', 'urgent'],
      featured: true,
      views: 610,
    },
    {
      question: 'Who can I talk to at night or at the weekend?',
      answer: `Counselors are on call outside office hours for urgent situations: open an **urgent ticket** or use *"Ask a counselor to contact me now"* and the counselor on call is alerted.

National lines are always open: call or text **988**, or text **HOME to 741741**. In an emergency, **call 911**. Campus Security (**555-0100**) is staffed 24/7.`,
      tags: ['out of hours', 'night', 'weekend', 'crisis line'],
      views: 233,
    },
    {
      question: 'How do I get a safe walk home from campus at night?',
      answer: `Campus Security runs a **free safety escort** every night from 18:00 to 06:00. Call **555-0100** or use the *SafeWalk* button in the university app and an officer will walk or drive you anywhere on campus or within half a mile.

The main paths between the library, the Student Centre and the halls are lit and covered by emergency call points (blue lights).`,
      tags: ['safety', 'escort', 'night', 'security'],
      views: 95,
    },
    {
      question: 'How do I report harassment, discrimination or sexual misconduct?',
      answer: `You can report in confidence through **Report + Support** (*Student Portal → Report + Support*), anonymously or with your name.

A trained **Support Advisor** will contact you within one working day if you leave your details. They explain your options (support only, an informal resolution, a formal complaint or a police report) and help with practical things such as changing accommodation or classes. **You decide** what happens next.

If you are in danger now, call 911.`,
      tags: ['harassment', 'report', 'sexual misconduct', 'discrimination'],
      views: 117,
    },
    {
      question: 'What is a safety plan and how do I make one?',
      answer: `A safety plan is a short, personal list you write **before** a crisis: your warning signs, things that help you cope, people and places that distract you, people you can ask for help, professionals to call, and how to make your surroundings safer.

You can write yours in the Support Hub under **My Safety Plan**, alone or with a counselor, and choose whether to share it with your counselor. Keep a copy on your phone.`,
      tags: ['safety plan', 'crisis', 'coping'],
      views: 81,
    },
    {
      question: "I'm worried a friend might hurt themselves. What should I do?",
      answer: `Take it seriously and **ask them directly** whether they are thinking about suicide; asking does not put the idea in their head.

- If they are in immediate danger, **call 911** and stay with them if it is safe.
- Otherwise, help them call or text **988**, or text **HOME to 741741** together.
- Tell a counselor: open an urgent ticket. You do not have to keep a secret that puts someone's life at risk.

Afterwards, look after yourself and talk to someone about how it affected you.`,
      tags: ['friend', 'suicide', 'worried', 'crisis'],
      views: 142,
    },
  ],
};
