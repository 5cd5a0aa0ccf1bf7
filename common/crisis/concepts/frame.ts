/**
 * A text framed as a story, a game, a film, a play or a book: what is told inside the frame is the story's, not
 * the writer's ("my D&D character just got stabbed and bled out. rip Thorin 🪦", "the whole game is about saying
 * goodbye to everyone"). The frame is the sentence that names the story and the sentences next to it in which the
 * writer does not speak of themselves; a sentence in the first person or one naming a means, an intent, a
 * farewell or harm ends it, and a hit the writer says of
 * themselves inside it ("i want to die") is never set aside, so a present risk of the writer's own stays.
 * Coursework and research are framed per sentence by the framing vocabulary (reading.ts), not here: students
 * write of their dissertation in the same breath as their own distress.
 */
import type { ScannedText } from './match';

/** Words that name a story, a game or a show (Latin script, whole words, folded). */
const STORY_WORDS = new Set(
  [
    // English
    'game games gaming videogame videogames character characters npc villain protagonist novel novels novella',
    'film films movie movies episode episodes storyline plot scene scenes screenplay fiction',
    'fictional zine campaign dnd sims poem poetry lyrics album playthrough cutscene dungeon dungeons potion potions',
    'thriller thrillers finale sitcom anime minecraft roblox fortnite',
    // Spanish, French, German, Portuguese, Italian, Hindi (Latin)
    'juego videojuego personaje novela pelicula episodio jeu personnage roman episode spiel videospiel',
    'figur folge theaterstuck jogo personagem filme episodio gioco videogioco personaggio romanzo kahani',
  ]
    .join(' ')
    .split(' '),
);
/** Two words that name one ("the play", "book club"): either word alone is too often something else. */
const STORY_PAIRS = new Set([
  'a play',
  'the play',
  'our play',
  'school play',
  'the book',
  'this book',
  'a book',
  'book club',
  'reading group',
  'book group',
  'film club',
  'short story',
  'the story',
  'the show',
  'this show',
  'the series',
  'tv series',
  'the ending',
  'theatre group',
  'theater group',
  'drama society',
  'drama club',
  'theatre society',
]);

/** `STORY_PAIRS` by first word, so a word and the next are looked up without building the pair's text. */
const STORY_PAIRS_BY_FIRST = new Map<string, Set<string>>();
for (const pair of STORY_PAIRS) {
  const space = pair.indexOf(' ');
  if (space < 0) continue;
  const first = pair.slice(0, space);
  const seconds = STORY_PAIRS_BY_FIRST.get(first) ?? new Set<string>();
  seconds.add(pair.slice(space + 1));
  STORY_PAIRS_BY_FIRST.set(first, seconds);
}

/**
 * Sentences inside a story's frame. `closing` are sentences that end a frame like the first person does: those
 * that name a means, an intent, a farewell or harm ("Watched a film about suicide. Rope is ready. Tonight." is
 * not the film's).
 */
export function storySentences(
  scanned: ScannedText,
  self: ReadonlySet<number>,
  closing: ReadonlySet<number>,
): Set<number> {
  const { words } = scanned;
  const cues = new Set<number>();
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index];
    if (word === undefined || cues.has(word.sentence)) continue;
    const next = words[index + 1];
    if (
      STORY_WORDS.has(word.text) ||
      (next?.sentence === word.sentence && STORY_PAIRS_BY_FIRST.get(word.text)?.has(next.text) === true)
    )
      cues.add(word.sentence);
  }
  // One pass each way: a cue opens the frame, a sentence in the first person closes it.
  const inside = new Set<number>(cues);
  let open = false;
  for (let sentence = 0; sentence < scanned.sentenceCount; sentence += 1) {
    if (cues.has(sentence)) open = true;
    else if (self.has(sentence) || closing.has(sentence)) open = false;
    else if (open) inside.add(sentence);
  }
  open = false;
  for (let sentence = scanned.sentenceCount - 1; sentence >= 0; sentence -= 1) {
    if (cues.has(sentence)) open = true;
    else if (self.has(sentence) || closing.has(sentence)) open = false;
    else if (open) inside.add(sentence);
  }
  return inside;
}

/** Words that tell a sentence in the past ("I was in an abusive relationship", "as a teenager", "years ago"). */
const PAST_WORDS = new Set(
  [
    'was were had ago teen teens teenager kid child',
    'era estaba estuve tenia fui etais etait avais war hatte waren fiz estava tinha ero avevo tha thi',
  ]
    .join(' ')
    .split(' '),
);

/**
 * In a text that says the writer has recovered ("I've had counselling since and feel safe now") and brings
 * nothing back to now (no "again", no "still", no time to act), every sentence told in the past is the recovered
 * episode, wherever it stands: the recovery frames the whole account.
 */
export function recoveredEpisode(
  scanned: ScannedText,
  recovery: ReadonlySet<number>,
  present: ReadonlySet<number>,
  timed: ReadonlySet<number>,
): ReadonlySet<number> {
  if (recovery.size === 0 || present.size > 0 || timed.size > 0) return new Set();
  const past = new Set<number>();
  for (const word of scanned.words) if (PAST_WORDS.has(word.text)) past.add(word.sentence);
  return past;
}
