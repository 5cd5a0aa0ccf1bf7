import { describe, expect, it } from 'vitest';
import { screenWithSecondOpinion } from '../classifier/opinion';
import { levelRank } from '../types';

/**
 * Plain requests that share words with the engine's newer risk forms (a broken door and "not safe to go home", a
 * whole prescription, a height asked, marks on an arm, errands of moving out), written after those forms to check
 * them: none may reach medium. Each names its everyday cause in the same sentence.
 */
const PLAIN = [
  'The storm last night broke the door of our flat and it is not safe to go home until the landlord fixes it. Can I get emergency housing?',
  'My landlord broke the door lock and it is not safe to go home tonight, can I stay in emergency accommodation?',
  'The fire alarm broke the door release and campus security says it is not safe to go back into the building tonight.',
  'There was a gas leak and it is not safe to go home, the fire service closed our street. Where can I sleep tonight?',
  'I took my whole prescription to the pharmacy to ask about the dose, is that the right place for questions?',
  'I have marks on my arms from a cat scratch, do I need to cover them in the chemistry lab?',
  'I relapsed with a cold again, can I get an extension on my essay?',
  'I need to rehome my dog by Thursday because my new flat does not allow pets, does the university know any foster services?',
  'I know where the key to the lab cabinet is kept, can I get access for my project after hours?',
  'My dad keeps his hunting rifle in a locked cabinet at home, do I need to declare that for my firearms licence course?',
  'Does the window on the 6th floor of the library open? It is so hot in the study room.',
  'The roof terrace door at Brandt Tower was unlocked again, someone should tell facilities.',
  'I timed the 23:40 bus three nights running and it never comes on time, can the shuttle schedule be changed?',
  'I gave away my guitar and my winter coat because I am moving to Australia next week. Almost done packing now.',
  'Can someone water my plants while I am away over winter break? I leave on Friday.',
  'I left letters for my flatmates with my keys because I moved out early. Can I get my deposit back?',
  'That was the last bit of admin for my graduation done. Thanks for everything this year!',
  'I am withdrawing from all my modules because I got a full-time job offer. Please do not contact my emergency contact about it.',
  'Someone is waiting downstairs for a parcel delivery, can reception let the courier in?',
  'I woke up in A&E after fainting from the flu last week, can I get an extension for my essay?',
  'I wear a hoodie in the lab even when it is hot because the air conditioning is too cold.',
  'Mi casero rompió la cerradura y no es seguro volver a casa esta noche, ¿hay alojamiento de emergencia?',
  "Le propriétaire a cassé la porte et ce n'est pas sûr de rentrer ce soir, y a-t-il un logement d'urgence ?",
  'Der Sturm hat die Tür kaputt gemacht und es ist nicht sicher, heute nach Hause zu gehen. Gibt es eine Notunterkunft?',
  'Ich muss meine Katze bis Donnerstag abgeben, weil die neue Wohnung keine Haustiere erlaubt.',
  'Preciso doar meu gato até sexta porque o novo apartamento não aceita animais.',
];

describe('plain requests with the words of newer risk forms', () => {
  it.each(PLAIN)('stays below medium: %s', (text) => {
    expect(levelRank(screenWithSecondOpinion(text).level)).toBeLessThan(levelRank('medium'));
  });

  it('still reads the same facts told as danger now', () => {
    expect(
      screenWithSecondOpinion("he's drunk and broke the door off, it's not safe to go home tonight").level,
    ).not.toBe('none');
    expect(
      screenWithSecondOpinion('took my whole prescription an hour ago and my heart is racing').level,
    ).toBe('critical');
    expect(screenWithSecondOpinion('relapsed last night after 40 days clean').level).not.toBe('none');
  });
});
