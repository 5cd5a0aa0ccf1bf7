import { type DemoTicketStory, S } from './demo-ticket-texts';

const WELLBEING = 'Mental Health & Wellbeing';
const CRISIS = 'Crisis Support';

/** Wellbeing requests, and the crises (each screened as one when seeded). */
export const WELLBEING_STORIES: DemoTicketStory[] = [
  {
    student: S.emily,
    category: WELLBEING,
    subject: 'Feeling overwhelmed since midterms',
    description:
      'Since midterms I have been feeling stressed all the time and I am struggling to concentrate. I keep falling behind on readings and then I worry about that too. I would like to talk to someone about how to manage it.',
    priority: 'Medium',
    status: 'Resolved',
    age: 10,
    to: 'counselor@university.edu',
    reply:
      'Thank you for reaching out, Emily. What you describe is very common after midterms, and it is a good sign that you want to tackle it. I have two appointments free this week, on Wednesday at 10 and Thursday at 3. Which suits you?',
    followUp: 'Thursday at 3 works for me.',
    closing:
      'It was good to talk today. As agreed, try the study planning worksheet and the evening wind-down routine, and book another session any time through the portal.',
  },
  {
    student: S.grace,
    category: WELLBEING,
    subject: 'Anxiety about giving presentations',
    description:
      'I have a group presentation in three weeks and I get very anxious whenever I have to speak in front of people: my heart races and my mind goes blank. Is there any support for this?',
    priority: 'Medium',
    status: 'In Progress',
    age: 0.8,
    to: 'counselor@university.edu',
    reply:
      'Yes, and you are not alone: presentation nerves are one of the most common things students bring to us. I would suggest a short one-to-one session and our four-week Confident Speaking workshop, which starts next Tuesday.',
    tags: ['workshop'],
  },
  {
    student: S.ethan,
    category: WELLBEING,
    subject: 'Trouble sleeping before exams',
    description:
      'During exam weeks I lie awake until 3 or 4am going over material in my head, and then I am exhausted during the exam. Do you have any advice or resources?',
    priority: 'Low',
    status: 'Closed',
    age: 31,
    reply:
      'Sleep problems around exams are very common. I have sent you our sleep guide; the main points are a fixed wake-up time, no revision in bed and a 30-minute wind-down. Would you like to join the sleep workshop on Thursday?',
    followUp: 'I will try the wind-down routine and come to the workshop.',
  },
  {
    student: S.olivia,
    category: WELLBEING,
    subject: 'Would like to talk to a counselor about settling in',
    description:
      'I am in my first term and finding it harder than I expected to make friends. I mostly stay in my room after lectures. I would like to talk to someone about it.',
    priority: 'Medium',
    status: 'Open',
    age: 0.15,
    to: 'counselor@university.edu',
  },
  {
    student: S.mateo,
    category: WELLBEING,
    subject: 'Homesick and lonely in my first term',
    description:
      'I moved here from Italy in September and I miss my family a lot. The time difference makes calls hard and I have not found my people yet. Are there groups for international students?',
    priority: 'Medium',
    status: 'Resolved',
    age: 20,
    to: 'amara.osei@university.edu',
    reply:
      'Moving countries is a big change, Mateo, and missing home is completely normal. The International Student Circle meets on Wednesday evenings, and I would be glad to meet you for a chat this week too.',
    followUp: 'I went to the Circle on Wednesday and met two other students from Italy.',
  },
  {
    student: S.sofia,
    category: WELLBEING,
    subject: 'Grief after losing my grandmother',
    description:
      'My grandmother passed away two weeks ago. She raised me, and I cannot focus on anything. I have two assignments due soon and I do not know how to keep going with my studies right now.',
    priority: 'High',
    status: 'In Progress',
    age: 1.4,
    to: 'james.wilson@university.edu',
    reply:
      'I am so sorry for your loss, Sofía. Let us meet this week to talk. I can also write to your instructors about extensions on compassionate grounds, if you would like me to.',
    followUp: 'Yes, please write to them. I can come in on Friday morning.',
    note: 'Compassionate extension letters sent for PSYC 210 and ENGL 150.',
  },
  {
    student: S.chloe,
    category: WELLBEING,
    subject: 'Balancing caring for my younger brother with my studies',
    description:
      'Since my mother started working nights I look after my younger brother most evenings. I am tired all the time and behind in two courses. I would like to talk about how to manage both.',
    priority: 'Medium',
    status: 'Closed',
    age: 26,
    reply:
      'That is a lot to carry, Chloe, and thank you for telling us. Student carers can register for flexible deadlines. Let us meet to put a plan together, and I will send you the carers registration form.',
  },
  {
    student: S.priya,
    category: WELLBEING,
    subject: 'When do the group sessions on exam stress run?',
    description:
      'A friend told me about group sessions on exam stress at the counselling centre. When are they this term, and do I need to sign up in advance?',
    priority: 'Low',
    status: 'Resolved',
    age: 15,
    reply:
      'The Exam Stress group runs on Mondays at 5pm for four weeks, starting on the 3rd. Places are limited to 12, so I have reserved one for you.',
  },
  {
    student: S.liam,
    category: WELLBEING,
    subject: 'I have not been coping since the break-up',
    description:
      'Since my girlfriend and I broke up last month I have stopped going to lectures. I keep thinking about ending my life and I have been so alone. I don’t see the point in anything anymore.',
    priority: 'Medium',
    status: 'In Progress',
    age: 2.3,
    to: 'counselor@university.edu',
    crisis: true,
    acknowledgement: 'Called Liam straight away; he is safe and staying with his brother tonight.',
    reply:
      'Liam, thank you for telling us. I called you a few minutes ago and I am glad we spoke. Please remember you can call or text 988 at any time, day or night. I will see you tomorrow at 10.',
    note: 'Safety plan agreed; brother is aware. Daily check-ins this week, psychiatry referral sent.',
    followUp: 'Thank you for calling. I will be there at 10 tomorrow.',
    tags: ['safety plan'],
  },
  {
    student: S.olivia,
    category: CRISIS,
    subject: 'I need to talk to someone today',
    description:
      'I have been cutting myself again for the past week and I feel like everyone would be better off without me. I don’t know who else to tell.',
    priority: 'High',
    status: 'Closed',
    age: 11,
    to: 'counselor@university.edu',
    crisis: true,
    acknowledgement: 'Reached Olivia by phone within minutes; she came to the centre the same afternoon.',
    reply:
      'Olivia, thank you for reaching out; telling someone is an important step. I have booked you in with me at 2pm today. If you feel unsafe before then, call 988 or 911.',
    followUp: 'I will come at 2. Thank you for answering so quickly.',
    closing:
      'We have a plan and weekly sessions in place, and you have the crisis numbers saved. I will close this ticket; we continue in our appointments.',
  },
  {
    student: S.hannah,
    category: CRISIS,
    subject: 'Not safe going back to my room',
    description:
      'My roommate’s ex-boyfriend threatened me last night outside our building and I don’t feel safe going back to my room. Campus security has his name.',
    priority: 'High',
    status: 'Resolved',
    age: 23,
    to: 'counselor@university.edu',
    crisis: true,
    acknowledgement: 'Spoke with Hannah and Campus Security; temporary room arranged for tonight.',
    reply:
      'Hannah, you did the right thing. Campus Security has arranged a temporary room in Birch Court for you tonight, and an officer will walk you there. I will call you at 6pm.',
    note: 'No-contact order issued by the Dean of Students; Housing is moving Hannah permanently.',
    followUp: 'I am in the temporary room now. Thank you.',
    closing: 'Your permanent room move is done and the no-contact order is in place. Take care, Hannah.',
  },
];
