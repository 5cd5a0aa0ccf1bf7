import { type DemoTicketStory, S } from './demo-ticket-texts';

const FINANCIAL = 'Financial Aid';
const HOUSING = 'Housing & Campus Life';

/** Financial aid, residence and campus life. */
export const MONEY_AND_HOUSING_STORIES: DemoTicketStory[] = [
  {
    student: S.jordan,
    category: FINANCIAL,
    subject: 'Merit scholarship payment has not arrived',
    description:
      'My merit scholarship of $2,500 for this term was supposed to be paid into my student account on the 1st, but my balance still shows the full tuition due. The payment deadline is next week.',
    priority: 'High',
    status: 'Resolved',
    age: 12,
    reply:
      'I checked your account: the scholarship was held because your enrolment was confirmed after the disbursement run. I have released it manually and it should appear within two working days. Your late fee will be waived.',
    followUp: 'It shows on my account now. Thanks so much.',
    tags: ['scholarship'],
  },
  {
    student: S.priya,
    category: FINANCIAL,
    subject: 'Appeal of my financial aid package after a change in family income',
    description:
      'My father lost his job in the summer, so last year’s tax return no longer reflects our income. I would like to appeal my aid package for the spring term. What documents does the office need?',
    priority: 'High',
    status: 'In Progress',
    age: 9,
    reply:
      'I am sorry to hear about your father’s job. For a special circumstances review we need the termination letter, any unemployment benefit statements and a short statement from you. You can upload them here.',
    note: 'Waiting for the unemployment benefit statement; the review panel meets on Thursdays.',
    followUp: 'I have the termination letter. The benefit statement should come in the post next week.',
    tags: ['appeal'],
  },
  {
    student: S.olivia,
    category: FINANCIAL,
    subject: 'Setting up a tuition payment plan',
    description:
      'I would rather pay my tuition in monthly instalments than all at once. How do I set up a payment plan and is there a fee?',
    priority: 'Medium',
    status: 'Closed',
    age: 33,
    reply:
      'You can enrol in the five-month plan from the Billing page of the student portal. There is a $35 set-up fee and no interest. The first instalment is due on the 15th.',
    closing: 'Your plan is active. You will get a reminder e-mail five days before each instalment.',
  },
  {
    student: S.emily,
    category: FINANCIAL,
    subject: 'Hardship fund application: rent due this week',
    description:
      'My part-time hours were cut and I am $400 short for rent, which is due on Friday. I read that the hardship fund can help with housing costs. Can my application be looked at before then?',
    priority: 'Urgent',
    status: 'Resolved',
    age: 5,
    reply:
      'Thank you for telling us. I have fast-tracked your hardship fund application; please upload your lease and your last two pay slips today so the panel can decide tomorrow.',
    followUp: 'Uploaded both. Thank you for moving so quickly.',
    closing: 'The panel approved a $450 grant, which will be paid into your bank account tomorrow.',
    tags: ['hardship fund'],
  },
  {
    student: S.ethan,
    category: FINANCIAL,
    subject: 'How many work-study hours can I take each week?',
    description:
      'I was awarded federal work-study and found a job at the library. My supervisor asked how many hours I am allowed to work each week. Where can I check this?',
    priority: 'Medium',
    status: 'Open',
    age: 1.7,
  },
  {
    student: S.sofia,
    category: FINANCIAL,
    subject: 'Documents for FAFSA verification',
    description:
      'I was selected for FAFSA verification and the portal lists a verification worksheet and a tax transcript. My parents file jointly. Do I need one transcript or two?',
    priority: 'Medium',
    status: 'In Progress',
    age: 1.8,
    reply:
      'One joint tax return transcript is enough when your parents file jointly. Please also sign the dependent verification worksheet; both can be uploaded in the portal.',
  },
  {
    student: S.devon,
    category: FINANCIAL,
    subject: 'Balance hold on my account blocks registration',
    description:
      'I cannot register for next term because of a $120 hold on my account. I do not know what it is for. Can someone explain it?',
    priority: 'Medium',
    status: 'Closed',
    age: 42,
    late: true,
    reply:
      'The hold is an unpaid library fine from last year. Once it is paid at the cashier or online the hold is lifted within an hour.',
    closing: 'The fine has been paid and the hold removed, so you can register now.',
  },
  {
    student: S.grace,
    category: FINANCIAL,
    subject: 'Book grant for engineering textbooks',
    description:
      'My engineering textbooks this term cost almost $600. Is there a book grant or a way to borrow the books?',
    priority: 'Low',
    status: 'Resolved',
    age: 25,
    reply:
      'You qualify for the $250 book grant, which I have added to your account. The library also keeps reserve copies of all first-year engineering texts for three-hour loans.',
  },
  {
    student: S.jordan,
    category: HOUSING,
    subject: 'Heating not working in Maple Hall room 214',
    description:
      'The radiator in my room has been cold since Sunday evening and it gets down to about 15°C at night. I reported it at the front desk but nobody has come yet. Could maintenance take a look?',
    priority: 'Medium',
    status: 'Open',
    age: 0.3,
  },
  {
    student: S.aisha,
    category: HOUSING,
    subject: 'Roommate conflict about overnight guests',
    description:
      'My roommate has her partner staying over four or five nights a week. I have asked her to agree some rules but it keeps happening and I cannot study in the room. What are my options?',
    priority: 'Medium',
    status: 'Resolved',
    age: 14,
    reply:
      'That sounds tiring. Residence rules allow guests for up to three nights a week. Your resident assistant can hold a roommate agreement meeting with both of you; shall I ask her to set one up?',
    followUp: 'Yes please. I would rather sort it out together than move.',
    closing: 'I am glad the agreement meeting went well. Your RA will check in with you both in two weeks.',
    tags: ['roommate'],
  },
  {
    student: S.mateo,
    category: HOUSING,
    subject: 'Room change request for next term',
    description:
      'I live in North Tower but all my lectures are on the east campus and the walk is 35 minutes. Can I ask for a room in Cedar House or Birch Court from January?',
    priority: 'Low',
    status: 'Closed',
    age: 35,
    reply:
      'Room change requests for January open on the 1st of December. I have added a note to your file that you prefer Cedar House or Birch Court.',
    closing:
      'You have been offered a single room in Birch Court from January 8th. Details are in your housing portal.',
  },
  {
    student: S.chloe,
    category: HOUSING,
    subject: 'Mould spreading in the bathroom of Cedar House flat 3B',
    description:
      'There is black mould on the bathroom ceiling and around the window of our flat, and it has got worse over the last two weeks. Two of us have had coughs. We have tried cleaning it but it comes back.',
    priority: 'High',
    status: 'In Progress',
    age: 1.2,
    raisedFrom: 'Medium',
    reply:
      'Thank you for reporting this. I have raised an urgent maintenance order; a contractor will inspect the flat tomorrow between 9 and 12. Please keep the bathroom fan running in the meantime.',
    note: 'Second mould report for Cedar House this month; asked Facilities to check the ventilation of the whole block.',
  },
  {
    student: S.hannah,
    category: HOUSING,
    subject: 'Noise from the common room after midnight',
    description:
      'The common room next to my room in Maple Hall is used for games and music until two or three in the morning most nights. Quiet hours are supposed to start at 11. I have an 8am lecture four days a week.',
    priority: 'Medium',
    status: 'Resolved',
    age: 6.5,
    reply:
      'Quiet hours do apply to the common rooms. I have asked the Maple Hall team to lock the common room at midnight on weeknights, starting tonight.',
    followUp: 'It has been much quieter the last few nights. Thank you.',
  },
  {
    student: S.priya,
    category: HOUSING,
    subject: 'Staying in residence over the winter break',
    description:
      'I cannot travel home over the winter break this year. Can I stay in my room, and do I need to register for that?',
    priority: 'Low',
    status: 'Closed',
    age: 29,
    reply:
      'Yes, you can stay. Please fill in the winter break housing form by December 10th; there is no extra charge for continuing residents, and the dining hall stays open with reduced hours.',
  },
  {
    student: S.marcus,
    category: HOUSING,
    subject: 'Changing my meal plan halfway through the term',
    description:
      'I have the 19-meal plan but I mostly eat at work now. Can I switch to the 10-meal plan and get some of the difference back?',
    priority: 'Medium',
    status: 'Resolved',
    age: 18,
    late: true,
    reply:
      'You can switch until the end of week 8. The unused part of the difference is credited to your student account as dining dollars, not refunded in cash. I have made the change for you.',
  },
];
