/**
 * Preparation and finality: putting affairs in order, giving things away, rehoming pets, letters and
 * goodbyes, cancelling what will not be needed, thanking people "for everything", and having the
 * means ready. With a self-reference it is high: the ladder's preparation rung. Data only.
 */
import type { FamilyVocabulary } from './types';

export const FINALITY: FamilyVocabulary = {
  family: 'finality',
  concepts: {
    arrangements: {
      en: 'give away my|giving away my|gave away my|given my|anyone want my|free just come get|rehoming|rehome|new home for my|take my cat|take my dog|take my pet|take my rats|close my student bank|beneficiary|receive my transcript|tying up loose ends|loose ends|get my things sorted|make it simple for whoever|deal with my stuff|deleted my socials|deleted all my|left my phone code|my last will|wrote a will|voice notes for|someone elses problem',
      es: 'regalado mis|regale mis|regalo mis|adoptar a mi perro|adoptar a mi gato|cuidarlo|cuidarla|dejar todo arreglado|cancelen mi|mi testamento',
      fr: "donne toutes mes affaires|j'ai donne mes|donner mes affaires|adopter mon chat|adopter mon chien|mettre de l'ordre|resilier mon|annulez mon|mon testament",
      de: 'verschenke|verschenkt|habe alles verschenkt|kundigt mein|mein testament|neues zuhause fur',
      pt: 'doei minhas|dei minhas coisas|doar minhas|adotar meu|cancelem minha|meu testamento',
      it: 'ho regalato|regalato la mia|regalato i miei|adottare il mio|il mio testamento',
      zh: '送给别人|把东西都送|送人了|遗嘱|安排好了',
      ar: 'اعطيت كل اغراضي|اعطيت اغراضي|الغوا حجزي|الغوا|وصيتي',
      hi: 'saari cheezein|sab de diya|de di hain',
    },
    farewell: {
      en: "goodbye letter|goodbye letters|goodbye emails|goodbye note|suicide note|letters for my|letter for my|written letters|wrote a letter|last message|said bye|this is goodbye|won't be needing|wont be needing|wont need them|won't need them|wont be around|won't be around|not be around|wont be able to take care|before i'm gone|before im gone|when im gone|when i'm gone|in case i'm not here|in case im not here|if something happens to me|wont be coming|won't be coming|dont really need stuff|doesnt matter anymore|doesn't matter anymore|where im going|where i'm going|if a student dies|whoever has to deal|just telling someone|just wanted someone to know|leaving this here",
      es: 'carta de despedida|cartas de despedida|despedirme|antes de irme para siempre|irme para siempre|ya no voy a poder|ya no voy a estar',
      fr: "lettre d'adieu|lettres d'adieu|adieu|je ne serai plus la|merci pour tout|pardon pour tout|j'ai tout prepare",
      de: 'abschiedsbrief*|ich brauch es nicht mehr|brauche es nicht mehr|nicht mehr brauchen|nicht mehr da',
      pt: 'carta de despedida|cartas de despedida|nao vou mais precisar',
      it: 'una lettera per mia|lettera di addio|lettere di addio|non mi servira piu|ho gia tutto pronto',
      zh: '遗书|永别|告别|谢谢你们的一切',
      ar: 'رساله وداع|لن احتاج',
      hi: 'letter likh diya|zaroorat nahi padegi',
    },
    // Said in everyday mail too: counts only beside another sign.
    goodbye: {
      en: 'bye|just in case|thanks for everything|thank you for everything|sorry for everything|sorry for the trouble|for trying|cancel my|transfer my|hand my|cancelled my',
      es: 'adios|gracias por todo|perdon por todo|cancelar mi',
      fr: 'adieu|merci pour tout|pardon pour tout|resilier mon',
      de: 'danke fur alles|lebt wohl|kundigt',
      pt: 'adeus|obrigado por tudo|obrigada por tudo|cancelar minha',
      it: 'addio|scusate|grazie di tutto|disdetta',
      zh: '再见了|对不起大家',
      ar: 'وداعا|سامحوني',
      hi: 'alvida|maaf kar dena|cancel kar do',
      emoji: '👋',
    },
    ready: {
      en: "got everything i need|have everything i need|everything is ready|it's all ready|its all ready|been saving them|saving them|kept all my|stockpiling|stockpile|hoarding|made a list|scheduled to send",
      es: 'tengo todo preparado|ya tengo todo|lo tengo todo listo|guardando pastillas|juntando',
      fr: "tout est pret|j'ai tout prepare|je garde des|j'accumule",
      de: 'liegen schon bereit|liegt schon bereit|alles ist bereit|alles vorbereitet|gesammelt|sammle',
      pt: 'ja tenho tudo|ta tudo pronto|esta tudo pronto|juntando|guardando',
      it: 'ho gia tutto pronto|tutto pronto|sto mettendo da parte',
      zh: '准备好了|都准备好|攒了',
      ar: 'جهزت كل شيء|كل شيء جاهز',
      hi: 'sab tayyar hai|sab ready hai|jama kar',
    },
  },
};
