import { describe, expect, it } from 'vitest';
import { levelOf, quiet } from './test-helpers';

// General forms added after H26, each beside its counterpart: a harmless frame that must stay quiet, and a risky
// text that must keep its level. Our own sentences, not the round's.
describe('false alarms: a past told as over, help asked in the abstract, idioms, study and everyday reasons', () => {
  it.each([
    'had a really dark year where i wanted to die, got through it with my counsellor. can i get a letter for my file?',
    'was admitted for a week in first year, sorted and stable now. how do i restart my placement?',
    'counselling really helped me when i was suicidal in second year, can i be a peer mentor now?',
    'pehle self harm karti thi, ab 3 saal se bilkul theek hoon. library ka time kya hai',
    'if someone i know took too many of her pills who do we call first, security or 999?',
    "what's the university policy if a student tells their tutor they want to kill themselves?",
    'my sister is being stalked at her uni, is there a reporting form here too?',
    'need sources on risk factors for self-harm in teenagers for my literature review',
    'in our scene where i threaten to kill the king i keep laughing, any tips for rehearsal?',
    'starving myself till payday, the loan comes on the 5th',
    'gonna throw myself off a bridge over this harvard referencing 🙃',
    "selling my desk, won't need it where i'm going, buying a new one there",
    'doy mi perro porque en el piso nuevo no dejan tener mascotas',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it.each([
    ["my friend took too many pills and won't wake up", 'critical'],
    ['i took too many pills', 'critical'],
    ['i want to die, nothing got me through it', 'high'],
    ['i want to stab my stepfather', 'medium'],
    ['starving myself till i hit my goal weight', 'high'],
  ] as const)('the same words without the frame keep their level: %s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('harm to others told by a weapon, a place or a target, with no verb of harm', () => {
  it.each([
    ['she won’t leave the seminar alive', 'high'],
    ['the whole of room 2.07 deserves what’s coming friday', 'high'],
    ['je connais l’adresse de la prof. elle va comprendre', 'high'],
    ['si el del grupo se ríe otra vez en clase, traigo la navaja', 'high'],
    ['sitze im hörsaal, das messer in der tasche. er sitzt zwei reihen vor mir', 'critical'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'she won’t leave the library before closing, revision mode',
    'the whole of room 2.07 deserves a prize for that presentation',
    'je connais l’adresse de la prof pour envoyer mon mémoire',
    'traigo la navaja suiza para la excursión del grupo',
    'das brotmesser ist in der tasche für das picknick',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('means by their facts, a wish in Gulf Arabic, a dose question in Hindi', () => {
  it.each([
    ['is drowning painful? the reservoir near halls is very deep', 'high'],
    ['the bypass on my commute, i keep thinking about just turning the wheel', 'high'],
    ['الجسر اللي قرب السكن ما عليه حماية', 'high'],
    ['ابي اموت', 'high'],
    ['kitni ibuprofen lene se insaan subah nahi uthta', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'is the canal near halls open for kayaking lessons?',
    'turning the wheel too late on the roundabout cost me my driving test',
    'الجسر اللي قرب السكن مسكر للصيانة',
    'kitni ibuprofen leni chahiye sar dard ke liye',
    'the train timetable for our trip to york is on the website',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('finality by errands and notes', () => {
  it.each([
    ['the letters are written and on my bed. after tonight none of this is my problem', 'critical'],
    ['leaving my bike key with the porter and a letter for my brother. make sure he gets it', 'high'],
    // A debt repaid is an errand too ordinary to count by itself: the list finished is the sign, and the second
    // opinion (trained on the round) takes this line to high.
    ['paid sam back the £50, told him we’re square for good. last thing on my list', 'medium'],
    ['can my mum be the contact for my loan after i’m gone', 'high'],
    ['cancelei o ginásio e o plano do telemóvel, não vou precisar mais', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'paid sam back the £50 for the concert tickets, cheers',
    "I paid Ezra back the £200 for the festival tickets, we're square for good now.",
    "I'm bringing my brother's cricket bat to the match on Saturday, Jordan forgot his.",
    'Mein Vater hat ein Gewehr im Keller für die Jagd, darf ich meinen Jagdschein hier machen?',
    'can my mum be the contact for my loan while i’m on exchange',
    'cancelei o ginásio porque vou me mudar para o porto',
    'i cancelled my gym membership, which plan is cheaper?',
    'returning my library books before the trip, is the desk open saturday?',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('danger now, self-harm hidden, eating disorders by their habits, means saved up', () => {
  it.each([
    ['hes back. hiding in the library toilets', 'critical'],
    ['mein freund hat mir das handy weggenommen und lässt mich nicht raus', 'high'],
    ['أبوي يضرب أختي الحين وأنا ماسك السكين', 'critical'],
    ['can someone look at a cut on my arm without telling my parents? its deep', 'high'],
    ['i weigh myself before and after every meal', 'medium'],
    ['每次吃完饭就去吐', 'medium'],
    ['ive saved up weeks of my sertraline', 'high'],
    ['meine mutter hat eine pistole im schrank. ich denk oft dran', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'hes back from his conference, is his office hour on today?',
    'der hausmeister hat das handy im hörsaal gefunden, wo kann ich es abholen?',
    'can the nurse see me without telling my parents? i need a sick note',
    'my dietitian wants me to weigh myself once a week for the plan',
    'ive saved up weeks of holiday for the trip to my sister’s birthday',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('a note left for whoever finds it, a room not renewed', () => {
  it.each([
    ['if anyone finds this, my phone password is in my desk drawer and the photos are for my dad', 'high'],
    ['please don’t renew my room next year, i won’t need it', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'please don’t renew my gym membership, how do i stop the direct debit?',
    'please don’t renew my room next year, i’m moving back home for my placement',
    'if anyone finds a blue water bottle in the library it’s mine',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('a decision with an absence tonight, stalking in emoji with fear, cuts kept from a doctor', () => {
  it.each([
    ['i won’t be here after tonight. my mind is made up', 'critical'],
    ['📱📍👀 her. every day. 😰', 'high'],
    ['i did them myself so i cant really show my gp, are the cuts infected?', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'made my mind up, i’m taking the placement in leeds',
    'i won’t be here after tonight, going home for my sister’s birthday',
    'i cant really show my gp the rash now it’s gone, can i send a photo?',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});
