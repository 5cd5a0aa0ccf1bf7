import type { DemoHelpCategory } from './demo-help-texts';

/** Campus life at the demo university: accounts and wifi, money, housing, and using the Support Hub. */
export const IT_AND_ACCOUNTS: DemoHelpCategory = {
  name: 'IT & Accounts',
  description: 'Your university account, passwords, wifi, e-mail, printing and software.',
  icon: 'Laptop',
  color: '#14B8A6',
  faqs: [
    {
      question: 'How do I connect to the campus wifi (eduroam)?',
      answer: `Choose the network **eduroam** and sign in with your **full university e-mail** (for example \`j.mitchell@university.edu\`) and your university password.

- On Android, set *EAP method* to **PEAP**, *Phase 2* to **MSCHAPV2** and *CA certificate* to *Use system certificates*, domain \`university.edu\`.
- On Windows and macOS, accept the certificate for \`radius.university.edu\` when asked.

Still failing? Forget the network, restart your device and try again. Guests can use *Northfield-Guest*.`,
      tags: ['wifi', 'eduroam', 'internet', 'network'],
      featured: true,
      views: 498,
    },
    {
      question: 'I forgot my university password. How do I reset it?',
      answer: `Go to **password.university.edu** and choose *Forgot password*. You will get a code by text or on your recovery e-mail.

Your new password needs at least 12 characters and cannot be one of your last five. If you no longer have access to your recovery phone or e-mail, bring your student ID card to the **IT Service Desk** (Library, ground floor) and they will reset it while you wait.`,
      tags: ['password', 'reset', 'account', 'login'],
      views: 387,
    },
    {
      question: 'How do I set up multi-factor authentication (MFA)?',
      answer: `MFA is required for all student accounts. Install **Microsoft Authenticator**, then go to **mysignins.university.edu → Security info → Add sign-in method** and scan the QR code.

Add a second method (a phone number) as a backup. Changing phones? Add the new phone **before** wiping the old one, or visit the IT Service Desk with your student ID.`,
      tags: ['mfa', 'two factor', 'authenticator', 'security'],
      views: 206,
    },
    {
      question: 'How do I get my university e-mail on my phone?',
      answer: `Install the **Outlook** app (iOS or Android), add an account with your university e-mail address and sign in with your password and MFA. Native mail apps also work with *Exchange / Microsoft 365* settings.

Your mailbox holds 50 GB. Forwarding all university e-mail to a personal address is not allowed, because messages about your studies must stay in the university system.`,
      tags: ['email', 'outlook', 'phone', 'mobile'],
      views: 119,
    },
    {
      question: 'Where can I print, and how much does it cost?',
      answer: `Print from any library or lab computer, or from your own device at **print.university.edu**, then release the job at any printer with your student ID card.

- Black and white: **5 cents** per page
- Colour: **25 cents** per page

Top up your print credit in the Student Portal. Every student gets **$10 free credit** each term.`,
      tags: ['printing', 'print credit', 'library'],
      views: 164,
    },
    {
      question: 'Can I get Microsoft Office and other software for free?',
      answer: `Yes. While you are enrolled you can install **Microsoft 365** (Word, Excel, PowerPoint, OneNote, Teams) on up to five devices from **office.com**, signing in with your university account.

Other software (SPSS, MATLAB, NVivo, Adobe Creative Cloud for some programmes) is in the **Software Hub** at *Student Portal → IT → Software*. Licences end when you graduate.`,
      tags: ['software', 'office', 'microsoft 365', 'licence'],
      views: 142,
    },
    {
      question: 'I clicked a link in a suspicious e-mail. What should I do?',
      answer: `Act quickly:

1. **Change your university password** at password.university.edu straight away.
2. Report the e-mail with the *Report Phishing* button in Outlook.
3. Tell the IT Service Desk (**555-0199**) what you clicked and whether you entered any details.

The university will **never** ask for your password by e-mail.`,
      tags: ['phishing', 'security', 'scam', 'email'],
      views: 58,
    },
  ],
};

export const MONEY: DemoHelpCategory = {
  name: 'Money & Financial Aid',
  description: 'Fees, payment plans, bursaries, hardship funds and budgeting.',
  icon: 'Wallet',
  color: '#10B981',
  faqs: [
    {
      question: "I can't afford rent or food this month. Is there emergency financial help?",
      answer: `Yes. The **Student Hardship Fund** gives grants (which you do not pay back) of up to **$1,500** a year for rent, food, bills, travel and essential study costs.

Apply at *Student Portal → Money → Hardship Fund*; most decisions are made within 5 working days. For help **today**, Student Finance can give a same-day **emergency loan of up to $250** and food vouchers for the campus shops: visit the Student Centre, room 0.14, weekdays 10:00-16:00.`,
      tags: ['hardship fund', 'emergency', 'food', 'rent', 'financial aid'],
      featured: true,
      views: 341,
    },
    {
      question: 'Can I pay my tuition fees in instalments?',
      answer: `Yes. If you pay your own fees you can choose a **payment plan** of three instalments (October, January, April) at *Student Portal → Money → Fees*. There is no extra charge.

If you miss an instalment, contact Student Finance **before** the due date; they can agree a new date. Unpaid fees over $500 may block transcripts and re-registration.`,
      tags: ['tuition', 'fees', 'instalments', 'payment plan'],
      views: 210,
    },
    {
      question: 'What scholarships and bursaries can I apply for?',
      answer: `The university offers:

- **Northfield Access Bursary**: $2,000 a year for students from households with an income under $40,000 (assessed automatically from your financial aid application);
- **Academic Excellence Scholarships**: awarded on entry and to the top 5% of each year;
- **Hardship Fund** grants (see the emergency help FAQ).

External scholarships are listed in the *Funding Finder* in the Student Portal, updated monthly.`,
      tags: ['scholarship', 'bursary', 'grant', 'funding'],
      views: 178,
    },
    {
      question: 'Do I get a refund if I withdraw from my course?',
      answer: `Tuition refunds depend on **when** you withdraw:

| Withdrawal date | Refund |
|---|---|
| Before term starts | 100% |
| Weeks 1-2 | 75% |
| Weeks 3-6 | 50% |
| After week 6 | none |

Housing contracts are separate (see the housing FAQs). Talk to Student Finance before you withdraw: it may affect loans you have received.`,
      tags: ['refund', 'withdraw', 'tuition'],
      views: 72,
    },
    {
      question: 'Where can I find a part-time job on campus?',
      answer: `Jobs in the library, the Student Centre, catering, IT support and as student ambassadors are posted on **Careers Online** (*Student Portal → Careers → Jobs on Campus*).

International students on a student visa can usually work up to **20 hours a week** during term; check your visa conditions with the International Office first.`,
      tags: ['job', 'work', 'part time', 'careers'],
      views: 133,
    },
    {
      question: 'Can someone help me make a budget?',
      answer: `Yes. Student Finance offers free **30-minute money check-ins**: bring your bank statements and they help you build a budget, check you get every grant you are entitled to, and plan for big costs.

Book at *Student Portal → Money → Money Advice*. The Resource Library also has a budgeting worksheet.`,
      tags: ['budget', 'money advice', 'debt'],
      views: 61,
    },
  ],
};

export const HOUSING: DemoHelpCategory = {
  name: 'Housing & Accommodation',
  description: 'Residence halls, repairs, roommates, contracts and living off campus.',
  icon: 'Home',
  color: '#F59E0B',
  faqs: [
    {
      question: 'How do I apply for university accommodation?',
      answer: `New students apply at *Student Portal → Housing → Apply* once they have accepted their offer. Returning students apply in **February** for the next year.

You can rank up to five residence halls. Offers are sent by **1 August**. First-year students who apply by 30 June are guaranteed a room.`,
      tags: ['accommodation', 'housing', 'residence hall', 'apply'],
      views: 256,
    },
    {
      question: 'Something in my room is broken. How do I report a repair?',
      answer: `Report it at *Student Portal → Housing → Maintenance Request*, with a photo if you can.

- **Emergencies** (no heating in winter, a water leak, no power, a broken door lock): call the 24/7 residence line **555-0150** as well.
- Urgent repairs are done within **24 hours**, routine ones within **5 working days**.`,
      tags: ['maintenance', 'repair', 'residence hall'],
      views: 189,
    },
    {
      question: "I'm not getting along with my roommate. What can I do?",
      answer: `First, try a calm conversation about one specific issue (noise, guests, cleaning) and agree a simple rule.

If that does not work, talk to your **Resident Assistant (RA)**; they can mediate a *roommate agreement*. If things are still difficult after mediation, you can ask for a **room change** at the Housing Office; changes depend on free rooms.

If you ever feel unsafe, contact Campus Security on **555-0100**.`,
      tags: ['roommate', 'conflict', 'room change'],
      views: 147,
    },
    {
      question: 'Can I leave my housing contract early?',
      answer: `Your contract runs for the academic year. You can be released early without charge if you **withdraw** from the university or if someone takes over your room from the **waiting list**.

Otherwise you remain liable for rent until the room is re-let. Submit a *Contract Release Request* at the Housing Office; decisions take up to 10 working days.`,
      tags: ['contract', 'leave', 'housing', 'rent'],
      views: 83,
    },
    {
      question: 'When do I get my housing deposit back?',
      answer: `Deposits are refunded within **28 days** after you move out, to the account you paid from.

Deductions are made only for damage beyond normal wear, missing items or cleaning, and are itemised with photos. You can dispute a deduction within 14 days of being told about it.`,
      tags: ['deposit', 'refund', 'move out'],
      views: 102,
    },
    {
      question: 'There is mould in my rented flat off campus. What are my rights?',
      answer: `Your landlord must keep the property free from serious damp and mould. Report it **in writing** (e-mail is fine) with photos and keep a copy.

If nothing happens within 14 days, contact the Students' Union **Housing Advice** service: they can write to your landlord and, if needed, involve the city's housing standards team. Meanwhile, ventilate the room daily and dry clothes outside if you can.`,
      tags: ['off campus', 'landlord', 'mould', 'housing rights'],
      views: 54,
    },
  ],
};

export const USING_THE_HUB: DemoHelpCategory = {
  name: 'Using the Support Hub',
  description: 'Tickets, response times and what happens to what you tell us.',
  icon: 'LifeBuoy',
  color: '#6366F1',
  faqs: [
    {
      question: 'How do I submit a support ticket?',
      answer: `Choose **Submit Ticket**, pick the category closest to your question, write a subject and describe what is happening. You can attach up to 5 files (PDF, images, Word or text, 10 MB each).

You will see your ticket under **My Tickets** and get a notification each time staff reply.`,
      tags: ['ticket', 'submit', 'support'],
      views: 230,
    },
    {
      question: 'How quickly will someone reply to my ticket?',
      answer: `Each category has a response target, usually **24 hours** on working days. Urgent tickets are answered first.

If what you wrote suggests you may be at risk, a counselor is alerted **straight away**, at any hour. If you need help right now, call **911** or call or text **988**.`,
      tags: ['response time', 'ticket', 'sla'],
      views: 151,
    },
    {
      question: 'Who can see what I write in a ticket?',
      answer: `Only you, the staff member your ticket is assigned to, and the Support Hub administrators. Counselors on call may see a ticket if it needs urgent attention.

Staff can add internal notes that you do not see, to coordinate your support. Nothing you write is shared with your lecturers or your school unless you ask us to.`,
      tags: ['privacy', 'ticket', 'confidential'],
      views: 98,
      draft: true,
    },
  ],
};

export const DEMO_HELP_CATEGORIES_CAMPUS = [IT_AND_ACCOUNTS, MONEY, HOUSING, USING_THE_HUB];
