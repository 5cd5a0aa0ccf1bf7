import type { DB } from '../../db';
import { writeJsonColumn } from '../../db/json-columns';
import { indexColumns } from './faq-admin';
import { insertFaqs } from './repository';
import { rebuildVocabulary } from './search-repository';

/**
 * Published FAQs in bulk for the search benchmark and the typo test: campus questions built from templates,
 * subjects and offices (the same count gives the same FAQs), distinct from each other and worded like the
 * demo content, so they compete with it in a search. Never seeded into a real installation.
 */
const SUBJECTS = [
  'library card',
  'parking permit',
  'locker',
  'lab coat',
  'sports centre membership',
  'student ID card',
  'bike storage',
  'printing credit',
  'laptop loan',
  'study room booking',
  'meal plan',
  'bus pass',
  'graduation gown',
  'exam seat',
  'field trip',
  'placement year',
  'language course',
  'music practice room',
  'swimming pool pass',
  'guest pass',
  'council tax letter',
  'bank letter',
  'visa letter',
  'student discount card',
  'campus map',
  'lost property',
  'reading list',
  'thesis binding',
  'poster printing',
  'software licence',
  'virtual desktop',
  'shared drive',
  'group project space',
  'lecture recording',
  'course handbook',
  'module feedback survey',
  'peer mentor',
  'personal tutor',
  'attendance record',
  'room key',
  'fire alarm test',
  'laundry card',
  'kitchen inventory',
  'cycle repair stand',
  'electric scooter',
  'car share scheme',
  'chaplaincy room',
  'prayer room',
  'nursery place',
  'baby changing room',
  'quiet study zone',
  'drinking fountain',
  'vending machine refund',
  'café loyalty card',
  'society membership',
  'volunteering award',
  'sports team trial',
  'gym induction',
  'climbing wall session',
  'yoga class',
  'first aid course',
  'food hygiene certificate',
  'careers fair ticket',
  'mock interview',
  'CV review',
  'internship listing',
  'alumni mentoring',
  'research poster',
  'ethics approval form',
  'lab safety induction',
  'chemical store access',
  'microscope booking',
  '3D printer',
  'recording studio',
  'photography darkroom',
  'art materials grant',
  'drama rehearsal space',
  'debating club',
  'student newspaper',
  'radio station slot',
  'campus tour',
  'open day volunteer',
  'ambassador scheme',
] as const;

const OFFICES = [
  'Student Hub',
  'Library Services',
  'Estates Office',
  'Security Lodge',
  'Sports Centre',
  'Careers Service',
  'Students Union',
  'Faculty Office',
  'IT Service Desk',
  'Residence Office',
  'Finance Office',
  'Graduate School',
] as const;

const TEMPLATES = [
  (s: string, o: string) => `How do I renew my ${s} at the ${o}?`,
  (s: string, o: string) => `Where can I collect a ${s} from the ${o}?`,
  (s: string, o: string) => `What happens if I lose my ${s} issued by the ${o}?`,
  (s: string, o: string) => `Who at the ${o} handles questions about the ${s}?`,
  (s: string, o: string) => `Can I get a refund on a ${s} bought through the ${o}?`,
  (s: string, o: string) => `Is the ${s} from the ${o} free for part-time students?`,
  (s: string, o: string) => `How long does the ${o} take to process a ${s} request?`,
  (s: string, o: string) => `Can a visiting student use the ${s} run by the ${o}?`,
] as const;

const SENTENCES = [
  'Bring your student card and allow two working days.',
  'Opening hours change during the summer vacation, so check the notice board first.',
  'If the online form does not load, try another browser or call the front desk.',
  'Part-time and distance learners are included unless the page says otherwise.',
  'Charges, where there are any, are added to your student account each month.',
  'Staff can make an exception when there is a documented reason, so ask.',
  'Requests made in the first week of term take longer because of demand.',
  'You will get an e-mail when it is ready, with a reference number to quote.',
  'The service is closed on public holidays and between Christmas and New Year.',
  'International students may need to show their visa page as well.',
  'Keep your receipt: it is the only proof of payment the office accepts.',
  'Accessible entrances and lifts are marked on the campus map.',
] as const;

/** A small deterministic generator, so every run seeds the same FAQs. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface FillerFaq {
  question: string;
  answer: string;
  tags: string[];
}

export function fillerFaqs(count: number): FillerFaq[] {
  const random = generator(14);
  const faqs: FillerFaq[] = [];
  for (let n = 0; faqs.length < count; n += 1) {
    const subject = SUBJECTS[n % SUBJECTS.length]!;
    const template = TEMPLATES[Math.floor(n / SUBJECTS.length) % TEMPLATES.length]!;
    const office = OFFICES[Math.floor(n / (SUBJECTS.length * TEMPLATES.length)) % OFFICES.length]!;
    if (n >= SUBJECTS.length * TEMPLATES.length * OFFICES.length)
      throw new Error(`At most ${n} distinct filler FAQs`);
    const picked = [0, 1, 2].map(() => SENTENCES[Math.floor(random() * SENTENCES.length)]!);
    faqs.push({
      question: template(subject, office),
      answer: `The **${office}** looks after the ${subject}. ${[...new Set(picked)].join(' ')}`,
      tags: [subject.split(' ')[0]!.toLowerCase(), office.split(' ')[0]!.toLowerCase()],
    });
  }
  return faqs;
}

/** Inserts `count` published filler FAQs into `categoryId` and rebuilds the typo vocabulary once. */
export async function seedFillerFaqs(db: DB, categoryId: number, count: number, at: string): Promise<void> {
  const rows = fillerFaqs(count).map((faq) => ({
    category_id: categoryId,
    question: faq.question,
    answer: faq.answer,
    tags: writeJsonColumn(faq.tags),
    sort_order: 0,
    is_published: 1,
    is_featured: 0,
    created_by: null,
    source_suggestion_id: null,
    ...indexColumns(faq.question, faq.answer, faq.tags),
    created_at: at,
    updated_at: at,
    published_at: at,
  }));
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 200)
      await insertFaqs(trx, rows.slice(start, start + 200));
    await rebuildVocabulary(trx);
  });
}
