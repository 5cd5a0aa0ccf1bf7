import { describe, expect, it } from 'vitest';
import { screenText } from '../index';
import { conceptMatcher } from './index';
import { scanConcepts } from './match';
import { levelOf, quiet } from './test-helpers';

// General forms added after the plain requests (2026-11-27), each beside a risky text it must not mask. Our own
// sentences, not the requests'.
describe('leaving: the university, an exchange, an internship, a job, a flat, a retirement', () => {
  it.each([
    "I'm leaving the university in June. Can I give away my desk lamp, and how do I close my printing account?",
    'Got the job! Thanks for everything, this is probably my last email from this address.',
    'Finished my exchange, flying home Friday. Gave my bike and kettle to a friend who is staying. Thanks for everything!',
    'Je pars en stage en janvier, je voudrais résilier mon abonnement à la piscine.',
    'Ich bin im März ausgezogen und habe die Schlüssel abgegeben. Wann bekomme ich die Kaution zurück?',
    'Mi tutora se jubila este verano. Todavía tengo guardados sus comentarios y queremos regalarle algo.',
    'Dopo il tirocinio torno in Puglia: ho regalato la mia bici a una collega. Grazie di tutto!',
    '实习结束了，下周回国，东西都送给室友了，谢谢大家！',
    'بعد سنة التبادل أعطيت دراجتي لصديقتي. شكرا لقسم خدمة الطلاب على كل شيء، وبالتوفيق في الفصل القادم',
    'semester end pe hostel chhod raha hoon, study table kisi ko de dena hai. koi group hai?',
    "Dr Okafor is leaving at the end of the year, we're getting her a card to say goodbye. When is her last day?",
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it.each([
    [
      "I'm leaving the university. I gave away my things and wrote letters to my family. I want to die.",
      'high',
    ],
    [
      'Finishing my exchange next week. Gave my bike away. I won’t be around after that, I want to kill myself.',
      'high',
    ],
    ["Je rentre chez moi après l'échange. J'ai pris tous les cachets, merci pour tout.", 'critical'],
  ] as const)('a sign of risk beside it keeps its level: %s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('errands and everyday words that read like finality', () => {
  it.each([
    'Close my student account',
    'Résilier mon abonnement',
    'I don’t have my notes with me, can I hand the report in on Friday?',
    'ich habe die hausarbeit abgegeben, aber die note fehlt im portal',
    'merci pour tout, au revoir !',
    'Your last message said three working days, it’s been a week now.',
    'Can my supervisor follow them up while I’m away?',
    'My gym contract runs until June, how do I end it early?',
    'Isso não conta como falta, certo?',
    '¿Esto no cuenta como ausencia?',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it.each([
    ['please close my account tonight, no need to reply', 'medium'],
    ['close my account please, i won’t need it anymore', 'high'],
    ["Je voudrais résilier mon abonnement, je n'en aurai plus besoin.", 'high'],
    ['my roommate can have my notes, i won’t be around after this week', 'high'],
    ['meinen hund habe ich an eine freundin abgegeben, ich brauche das alles nicht mehr', 'high'],
    ['merci pour tout. prenez soin de vous', 'high'],
    ['this is my last message. thank you to everyone who tried.', 'high'],
    ['he keeps following me home from the library and i’m scared', 'high'],
    ['i’ve been looking up how to end it and i feel calm about it', 'high'],
    ['não como há quatro dias e hoje desmaiei na aula', 'high'],
    ['no como nada desde hace cinco días y hoy me desmayé', 'high'],
  ] as const)('the risky counterpart keeps its level: %s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('a last exam, a last message about a matter, a letter to the landlord, everything ready for a talk', () => {
  it.each([
    'This is my last exam, after that I’m free. Can I get the results early?',
    'It’s my last day of placement tomorrow, who signs my hours?',
    'I wrote a letter to my landlord about the heating',
    'I’ve made a list of the books I need, where do I order them?',
    'I’m saving my receipts for the refund',
    'Este es mi último mensaje sobre el tema, por favor respondan',
    'C’est mon dernier message à ce sujet, merci de me répondre',
    'Das ist meine letzte Nachricht dazu, bitte antworten Sie',
    'Questo è il mio ultimo messaggio su questo, rispondetemi per favore',
    '这是我关于这件事的最后一条消息，请回复',
    'هذه اخر رسالة مني بخصوص الموضوع، ارجو الرد',
    'yeh is baare mein mera aakhri message hai, please reply karo',
    'Tengo todo preparado para la presentación, ¿a qué hora es?',
    'J’ai tout préparé pour l’exposé, c’est à quelle heure ?',
    'Ich habe alles vorbereitet für das Referat, wann ist der Termin?',
    'Ho già tutto pronto per la presentazione, a che ora è?',
    '演讲我都准备好了，几点开始？',
    'جهزت كل شيء للعرض، متى الموعد؟',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it.each([
    ['I’ve decided this is my last semester on earth.', 'medium'],
    ['c’est mon dernier message. je suis sur le toit et je vais sauter', 'critical'],
    ['wrote a letter to my mum and my sister. i’m done', 'high'],
    ['i’m saving my pills for the weekend', 'high'],
    ['Tengo todo preparado para esta noche. Adiós a todos', 'medium'],
    ['J’ai tout préparé pour ce soir. Adieu', 'critical'],
    ['Ho già tutto pronto per stanotte. Addio', 'critical'],
    ['今晚都准备好了。永别了', 'high'],
  ] as const)('the risky counterpart keeps its level: %s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('a journey held up: at the station or on the bridge now, the train late', () => {
  it.each([
    'I’m at the train station now, my train is delayed, I’ll be late for the exam',
    'I’m on the platform right now, the train’s cancelled. Can I join the seminar online?',
    'I’m on the bridge now, stuck in traffic, will be 10 min late',
    'Estoy en la estación ahora, el tren va con retraso, llegaré tarde al examen',
    '我现在在火车站，火车晚点了，考试会迟到',
    'انا الان في محطة القطار، القطار متأخر وسأتأخر عن الامتحان',
    'railway station pe hoon abhi, train 2 ghante late hai, class miss ho jayegi',
    'estoy en la azotea de la biblioteca ahora, ¿dónde está la sala 3?',
    'I’m on the roof of the library now, where is room 3?',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it.each([
    ['on the platform now', 'critical'],
    ['estoy en la azotea ahora', 'critical'],
    ['estoy en la azotea ahora. ya no puedo más', 'critical'],
    ['I’m on the platform now. the train is late. i’m going to jump in front of it', 'critical'],
    ['on the bridge now. traffic everywhere. i can’t do this anymore', 'critical'],
    ['I’m at the station now. next train in 5 minutes. i want to die', 'critical'],
    [
      'thinking of just walking into the traffic on the ring road on my way home, the lorries would make it quick',
      'high',
    ],
  ] as const)('the risky counterpart keeps its level: %s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('away for a while: a holiday, a pet minded, a machine that will not work', () => {
  it.each([
    'je ne serai plus là la semaine prochaine, je pars en vacances',
    'ich bin nächste Woche nicht mehr da, Urlaub',
    'can someone take my cat for the weekend? I’m going home',
    '¿alguien puede cuidar a mi gato el fin de semana? me voy a casa',
    'quelqu’un peut garder mon chat ce week-end ?',
    'I give up on this printer',
    'Je dis au revoir à la chorale, merci pour tout !',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it.each([
    ['can’t do this anymore', 'medium'],
    ['just wanted to say goodbye to the help team. you did more than you know. please don’t reply', 'medium'],
    ['je dis au revoir à tout le monde, merci pour tout. j’ai écrit une lettre pour ma mère', 'high'],
    ['i give up. sorry', 'medium'],
    ['can someone take my cat. i won’t be here after the weekend', 'high'],
    ['my note is written. i’ll do it tomorrow once my flatmates leave for the weekend', 'critical'],
    ['我存了很多安眠药，等室友放假回家以后吃掉', 'high'],
    ['je ne serai plus là. j’ai écrit une lettre pour ma mère', 'high'],
    ['ich bin nicht mehr da. der Brief für meine Eltern liegt auf dem Tisch', 'high'],
  ] as const)('the risky counterpart keeps its level: %s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('"me sigue doliendo": still, not followed', () => {
  it('stays quiet', () => {
    expect(
      screenText('Tomé dos ibuprofenos y me sigue doliendo la cabeza, ¿puedo ir a la enfermería hoy?')
        .is_crisis,
    ).toBe(false);
  });

  it('being followed home keeps its level', () => {
    expect(levelOf('mi ex me sigue hasta casa todos los días, hoy también')).toBe('critical');
  });
});

describe('short Arabic terms are words of their own', () => {
  const terms = (text: string) => scanConcepts(text, conceptMatcher()).hits.map((hit) => hit.term);

  it('blood, poison and "with me" are not read inside longer words', () => {
    expect(terms('شكرا لقسم خدمة الطلاب، اسمي أحمد، بطاقتي الجامعية في الفصل القادم')).toEqual(
      expect.not.arrayContaining(['دم', 'سم', 'معي']),
    );
  });

  it('they are read alone, with a prefix or with a suffix', () => {
    expect(terms('في دم على الارض')).toContain('دم');
    expect(terms('الدم على يدي')).toContain('دم');
    expect(terms('عندي سم')).toContain('سم');
    expect(levelOf('جرحت يدي والدم ما وقف')).toBe('high');
  });
});
