/**
 * Intent: the writer has decided, or says they will act. Alone it is a concern; with ideation, means
 * or timing it climbs the ladder. Data only.
 */
import type { FamilyVocabulary } from './types';

export const INTENT: FamilyVocabulary = {
  family: 'intent',
  concepts: {
    decided: {
      en: "made up my mind|i've decided|ive decided|i decided|decision is made|made my decision|work up the nerve|working up the nerve|my chance to end it|not asking for help|dont try to stop me|don't try to stop me|this is it|this is goodbye|tonights the night|tonight's the night|not joking this time|nobody can stop me|dont look for me|don't look for me|that's the plan|thats the plan|that is the plan|been planning it|i've been planning it|ive been planning it|taking the stairs back down|not coming back down|coming back down from|not coming down from|won't be coming down|wont be coming down|tonight is the night|today is the day|today's the day|todays the day|it'll be done|itll be done|it will be done|it'll all be over|itll all be over|i mean it this time|mean it this time|ill do it|i'll do it|i will do it|it'll be quick|itll be quick|it will be quick|doing it as soon as|it'll be over|itll be over|it will be over|finally going to rest|finally be at rest|going to rest for good",
      es: 'lo tengo decidido|ya lo decidi|lo he decidido|tome la decision|no quiero que nadie me detenga|nadie me va a detener|no me busquen|todo habra terminado|por fin voy a descansar|descansar para siempre',
      fr: "j'ai pris ma decision|c'est decide|ma decision est prise|ne me cherchez pas|personne ne m'arretera|passer a l'acte|tout sera fini|enfin me reposer pour toujours|me reposer pour toujours",
      de: 'habe mich entschieden|hab mich entschieden|entscheidung getroffen|sucht nicht nach mir|niemand halt mich auf|dann ist alles vorbei|endlich fur immer ruhe|fur immer ruhe haben',
      pt: 'ja decidi|esta decidido|ta decidido|tomei a decisao|nao me procurem|hoje e o dia|tudo vai ter acabado|finalmente vou descansar|descansar para sempre',
      it: 'ho deciso|ho gia deciso|la decisione e presa|non cercatemi|sara tutto finito|riposare per sempre|finalmente riposero per sempre',
      zh: '已经决定|我决定了|别找我|不要找我|不要拦我|一切都会结束|永远休息|终于可以永远休息',
      ar: 'قررت|لا تبحثوا عني|اتخذت قراري|سانهي كل',
      hi: 'decide kar liya|faisla kar liya|mujhe mat dhundna|mujhe mat dhoondna|sab khatam ho jayega|hamesha ke liye aaram',
    },
    act: {
      en: "end it tonight|do it tonight|going to do it|gonna do it|im going to end it|going to end it|end it|step off|jump off|jump in front|jerking the wheel|jerk the wheel|gonna walk in|walk into the|im done after|i'm done after|done after tonight|tonight im done|tonight i'm done|not going back|dont think im going back|don't think i'm going back|not joking this time|won't walk back|wont walk back|not taking the stairs back|one night i won't|one night i wont|i know how now|tied to the door handle|belt tied to|got the belt tied|noose is tied|rope is tied|noose is up|climbing over the barrier|climbing over|engine's on|engine is running|i'm going in|im going in|going in now|it ends within the hour|it ends tonight|going to jump|gonna jump|i'm going to jump|im going to jump|about to jump|i'll jump|not going back down|not taking the stairs back down|not coming back down|i'm ending it|im ending it|ending it tonight|going to take them|gonna take them|going to take them all|taking them at midnight|taking them tonight|i'm taking them|im taking them|doing it in|doing it after|doing it once|doing it when|doing it as soon|doing it tonight|doing it right now|doing it now|gonna do it as soon|going to do it as soon|ending it right now|ending it now|it'll be done before|itll be done before|it will be done before|it'll be done a few|itll be done a few|be done before anyone|tying the belt|tying the rope|tied the belt|tied the rope|i'm doing it|im doing it|rope is up|rope's up|noose is up|the noose is|it's tied|its tied|belt is tied|walk out into it|walk into it|taking all of it|take all of it|all of it once|about using it|make myself do it|go through with it|coming back down|next time i wont|next time i won't|see if it would hold|see if it holds|going in soon|walking in soon|going in tonight|heading out now|i'm heading out now|im heading out now",
      es: 'me voy a matar|me mato|lo voy a hacer|voy a acabar con todo|acabar con todo|me tiro|tirarme|no creo que vuelva|que vean lo que pasa|voy a saltar|me voy a tirar|lo hago en cuanto|lo hago esta noche|donde hacerlo',
      fr: "c'est fini|je vais le faire|je vais en finir|je vais sauter|me jeter|le moteur tourne|me mettre sur les rails|me mettre sur la voie|je saute|je me jette",
      de: 'ich bringe mich um|ich bring mich um|ich mache schluss|mach schluss|ich springe|springe runter|runterspringen|ist es soweit|heute nacht ist es soweit|ich spring gleich|ich springe gleich|spring gleich|springe jetzt',
      pt: 'vou acabar com tudo|acabar com tudo|vou fazer isso|vou pular|me jogar|hoje a noite acaba|a noite acaba|hoje acaba|tudo acaba',
      it: 'la faccio finita|faccio finita|mi butto|buttarmi|lo faccio stasera|lo faccio|stavolta lo faccio|questa volta lo faccio|accendo la macchina|accendo il motore|saltero',
      zh: '就结束吧|结束吧|跳下去|我要跳|了结|结束一切|就结束|攒够了|挑个日子',
      ar: 'سانهي حياتي|سانتحر|ساقفز|راح انهي|انهي حياتي|سابلعها|سأبلعها',
      hi: 'khatam kar doon|khatam kar dunga|khatam kar dungi|saamne aa jaunga|saamne aa jaungi|kood jaunga|kood jaungi|jump kar|aaj ke baad|khatam kar|neeche nahi aaunga|neeche nahi aaungi|ke saamne chala jaunga|ke saamne chali jaungi|saamne chala jaunga|saamne chali jaungi|peeche nahi hatunga|peeche nahi hatungi',
      emoji:
        '➡️ 🌊|➡️🌊|🌉 ➡️|🌉➡️|🌉⬇|🌉 ⬇|🪢 + 🚪|🪢🚪|🪢 🚪|🪢 + 🪑|🪢🪑|🪢 🪑|💊 + 🍷|💊+🍷|→ 🌊|→🌊|🌉 →|🌉→',
    },
  },
};
