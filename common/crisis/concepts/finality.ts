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
      en: "give away my|giving away my|gave away my|given my|anyone want my|free just come get|rehoming|rehome|new home for my|take my cat|take my dog|take my pet|take my rats|close my student bank|beneficiary|receive my transcript|tying up loose ends|loose ends|get my things sorted|make it simple for whoever|deal with my stuff|whoever has to deal|dont really need stuff|don't really need stuff|dont need my stuff|don't need my stuff|deleted my socials|deleted all my|left my phone code|my last will|wrote a will|voice notes for|someone elses problem|giving my stuff|give my stuff|gave my stuff|giving my things|give my things|give my plants|giving my laptop|gave my laptop|give my guitar|giving my bike|give my bike|giving it all away|giving everything away|give everything away|gave everything away|giving away|gave away|adopt my|made a will|redirect any remaining|redirect my|send any refund to|all my passwords|left my passwords|passwords in an envelope|everything sorted|all sorted|all handled|its all handled|it's all handled|wrap things up|wrapping things up|tie up loose ends|tying up|delete my account|delete my student account|close my account|donate whats left|donate what's left|donate my|paid back everyone i owed|paid back everyone|all settled now|it's all settled|send any remaining balance to my|needs a new home|can anyone take my cat|can anyone take my dog|giving away most of|everything else is sorted|my phone passcode|phone passcode|don't leave anything owing|dont leave anything owing|paying back friends|tidying everything up|closing chapters|my dog is going to|cancelling my phone contract|cancelling my phone|cancelling my contract|cancelling my gym|cancel my phone contract|maybe permanently|even if i'm not around|even if im not around",
      es: 'regalado mis|regale mis|regalo mis|adoptar a mi perro|adoptar a mi gato|cuidarlo|cuidarla|dejar todo arreglado|cancelen mi|mi testamento|regalo mi|regale mi|regalando|regalar mis|adoptar a mi|quedarse con mi perro|quedarse con mi gato|deje todo arreglado|todo arreglado|todo ordenado|hice testamento|cancelar mi cuenta|le dejo mi gato|le dejo mi perro|dejo a mi gato|dejo a mi perro|le dejo mi|les dejo mis|le dejo mis|le deje mi gato|deje mi gato|deje a mi gato',
      fr: "donne toutes mes affaires|j'ai donne mes|donner mes affaires|adopter mon chat|adopter mon chien|mettre de l'ordre|resilier mon|annulez mon|mon testament|adopter ma|adopter mon|je donne mes|je donne mon|je donne ma|j'ai tout range|tout range|tout regle|mes affaires en ordre|fait mon testament|recuperer mon chat|recuperer mon chien",
      de: 'verschenke|verschenkt|habe alles verschenkt|kundigt mein|mein testament|neues zuhause fur|meinen hund nehmen|meine katze nehmen|meinen kater nehmen|alles geregelt|alles erledigt|testament gemacht|alle vertrage gekundigt|vertrage gekundigt|gekundigt|hund abgegeben|katze abgegeben|an meine nachbarin abgegeben|schulden beglichen|meine schulden|verschenken|hab ich verteilt|habe ich verteilt|sachen verteilt|alles verteilt',
      pt: 'doei minhas|dei minhas coisas|doar minhas|adotar meu|cancelem minha|meu testamento|doando|doei|doar tudo|deixei tudo organizado|tudo organizado|tudo resolvido|adotar minha|ficar com meu cachorro|ficar com meu gato|fiz um testamento|vou dar meu gato|dar meu gato|dar meu cachorro',
      it: 'ho regalato|regalato la mia|regalato i miei|adottare il mio|il mio testamento|prendere il mio gatto|prendere il mio cane|regalo le mie|regalo la mia|regalo il mio|ho sistemato tutto|tutto sistemato|fatto testamento|sistemato tutti i debiti|sistemato i debiti|saldato i debiti',
      zh: '送给别人|把东西都送|送人了|遗嘱|安排好了|都送人|都送给|托付给|把东西都|把猫|把狗|安排好|交代好|把猫送给|把狗送给|送给室友|都还清了|钱也都还清|送给朋友|分给大家|分掉了|都送人了',
      ar: 'اعطيت كل اغراضي|اعطيت اغراضي|الغوا حجزي|الغوا|وصيتي|وزعت|وزعت كل|اعطيت|تبرعت|رتبت كل شي|رتبت اموري',
      hi: 'saari cheezein|sab de diya|de di hain|de diya|de di|de diye|saara saamaan|sab saamaan|sab kuch de|apna laptop|bhai ko de dena|ko de dena|rohit ko de dena',
    },
    farewell: {
      en: "goodbye letter|goodbye letters|goodbye emails|goodbye note|suicide note|letters for my|letter for my|written letters|wrote a letter|last message|said bye|this is goodbye|wont be coming|won't be coming|doesnt matter anymore|doesn't matter anymore|doesnt matter now|doesn't matter now|if a student dies|just telling someone|just wanted someone to know|leaving this here|letters addressed to|sealed letters|letters to my|letter to my|notes for my|note for my|writing everyone letters|wrote everyone letters|writing letters|wrote letters|wrote the letters|said my goodbyes|saying my goodbyes|said goodbye to everyone|you won't hear from me again|this is my last|last thing ill write|last thing i'll write|the last thing i write|my last message|it was nice knowing|nice knowing you|nice knowing y'all|nice knowing yall|nice knowing everyone|before i go|wanted to say that before i go|i couldn't be who you hoped|letters for my mum|my will is in|tell them i love them|left my laptop password|deleted my accounts|written my note|wrote my note|left a note|my note is|one last time|saying goodbye to people|been saying goodbye|final message|letters are posted|the letters are posted|note's written|notes written|note is written|note's on my desk|note is on my desk",
      es: 'carta de despedida|cartas de despedida|despedirme|antes de irme para siempre|irme para siempre|ya no voy a poder|ya no voy a estar|cartas para mi|carta para mi|escribi cartas|escribi una carta|me despedi de todos|ya me despedi|mi ultima consulta|mi ultimo mensaje|este es mi ultimo mensaje|esta es mi despedida|mi despedida|perdon a todos|cartas para mis|me despido de todos|me despido de ustedes',
      fr: "lettre d'adieu|lettres d'adieu|adieu|je ne serai plus la|merci pour tout|pardon pour tout|j'ai tout prepare|lettres pour ma|lettres pour mon|lettre pour ma|lettre pour mon|ecrit des lettres|ecrit une lettre|j'ai dit au revoir|dites a ma mere que je l'aime|dites a ma mere",
      de: 'abschiedsbrief*|ich brauch es nicht mehr|brauche es nicht mehr|nicht mehr brauchen|nicht mehr da|briefe fur meine|brief fur meine|brief an meine|briefe geschrieben|abschied genommen|mich verabschiedet',
      pt: 'carta de despedida|cartas de despedida|nao vou mais precisar|cartas pra minha|carta pra minha|cartas para minha|escrevi cartas|escrevi uma carta|me despedi',
      it: 'una lettera per mia|lettera di addio|lettere di addio|non mi servira piu|ho gia tutto pronto|lettere per i miei|lettera per i miei|ho scritto una lettera|ho scritto lettere|mi sono congedat*',
      zh: '遗书|永别|告别|谢谢你们的一切|写好了信|写了信|告别信|最后一次|给爸妈的信|留了信|以后不会再麻烦大家|写的信|信放在',
      ar: 'رساله وداع|لن احتاج|رسائل وداع|كتبت رساله|ودعت|اخر رساله|كتبت رسائل',
      hi: 'letter likh diya|zaroorat nahi padegi|letter likha|chitthi likhi|alvida keh|letters likh diye|sab ke liye letters|sabke liye letter',
      emoji: '✉',
    },
    // Said in everyday mail too: counts only beside another sign.
    goodbye: {
      en: "bye|just in case|thanks for everything|thank you for everything|sorry for everything|sorry for the trouble|for trying|cancel my|transfer my|hand my|cancelled my|take care of yourselves|take care of urself|thank u|thank you for being|for being kind|one of the good ones|sorry for wasting|better this way|its better this way|it's better this way|for good|permanently|first come first served|in case i'm not here|in case im not here|if something happens to me|easy for her|easy for them|easier for everyone|wanted to tell someone first|wanted to tell someone|wanted someone to know|just wanted someone to know|one more person to know|tell someone before|thanks for always being|thank you for always being",
      es: 'adios|gracias por todo|perdon por todo|cancelar mi|para siempre|cuidense|los quiero|que alguien lo supiera|que alguien lo sepa|despedirme|despedirme de',
      fr: "adieu|merci pour tout|pardon pour tout|resilier mon|pour toujours|prenez soin de vous|je vous aime|dire au revoir|que quelqu'un le sache",
      de: 'danke fur alles|lebt wohl|kundigt|fur immer|passt auf euch auf|macht es gut|dass es mir leid tut|es tut mir leid|tschuss|tschüss|verabschieden|dass es jemand weiss',
      pt: 'adeus|obrigado por tudo|obrigada por tudo|cancelar minha|pra sempre|para sempre|cuidem-se|me despedir|despedir de alguem|queria me despedir',
      it: 'addio|scusate|grazie di tutto|disdetta|per sempre|abbiate cura di voi|vi voglio bene|salutare qualcuno|che qualcuno lo sapesse|ringrazio tutti|per tutto',
      zh: '再见了|对不起大家|永远|谢谢大家|保重|再见|说一声再见|说再见',
      ar: 'وداعا|سامحوني|الي الابد|شكرا للجميع',
      hi: 'alvida|maaf kar dena|cancel kar do|sabko thanks|thanks sabko|hamesha ke liye|khayal rakhna',
      emoji: '👋',
    },
    ready: {
      en: "got everything i need|have everything i need|everything is ready|it's all ready|its all ready|been saving them|saving them|kept all my|stockpiling|stockpile|hoarding|made a list|scheduled to send|at peace with it|made peace with it|at peace with my decision|everything is in place|all set now|in my hand|in my hands|still have the rest|the rest of the pills|still got the rest|everything ready|have everything ready|got everything ready|everything lined up|got what i need|what i need sitting|i've got what i need|ive got what i need",
      es: 'tengo todo preparado|ya tengo todo|lo tengo todo listo|guardando pastillas|juntando|en paz con eso|ya estoy en paz|tengo guardadas|tengo guardados|las tengo guardadas',
      fr: "tout est pret|j'ai tout prepare|je garde des|j'accumule|en paix avec ca|je suis en paix",
      de: 'liegen schon bereit|liegt schon bereit|alles ist bereit|alles vorbereitet|gesammelt|sammle|frieden damit|bin im reinen|liegt bereit|liegen bereit',
      pt: 'ja tenho tudo|ta tudo pronto|esta tudo pronto|juntando|guardando|em paz com isso|estou em paz|guardada no armario|ta guardada|guardado',
      it: 'ho gia tutto pronto|tutto pronto|sto mettendo da parte|in pace con questo|sono in pace|ho in mano|messo da parte|le tengo per',
      zh: '准备好了|都准备好|攒了|我很平静|放下了|存了',
      ar: 'جهزت كل شيء|كل شيء جاهز|مرتاح لقراري',
      hi: 'sab tayyar hai|sab ready hai|jama kar|sukoon hai|shanti hai|jama karke rakhi|jama karke rakhe|jama karke rakha|jama kar rakhi',
    },
    absence: {
      en: "won't need|wont need|not gonna need|not going to need|won't be needing|wont be needing|no longer need|won't be around|wont be around|not be around|won't be there|wont be there|won't hear from me|wont hear from me|not hear from me again|last ticket|my last message|before i go|before i'm gone|before im gone|when im gone|when i'm gone|where im going|where i'm going|just going|won't be back|wont be back|not coming back|any week after|won't be here|wont be here|wont be able to take care|won't be able to take care|after i'm gone|after im gone|once im gone|once i'm gone|not gonna need them|not going to need them|not gonna need it|not going to need it|won't be able to look after|wont be able to look after|won't get the chance|wont get the chance|don't really see myself needing|dont really see myself needing|i'll be coming in anymore|ill be coming in anymore|won't be coming in anymore|wont be coming in anymore|won't be coming back|wont be coming back|not going to be around|not gonna be around|won't need either|wont need either",
      es: 'no los voy a necesitar|no las voy a necesitar|no lo voy a necesitar|no la voy a necesitar|no voy a necesitar|ya no voy a estar|ya no voy a poder|no voy a estar|cuando ya no este|irme para siempre|antes de irme|ya no voy a necesitar',
      fr: "je serai plus la|je ne serai plus la|n'en aurai plus besoin|en aurai plus besoin|j'en aurai plus besoin|quand je serai partie|quand je serai parti|c'est la fin pour moi|avant de partir",
      de: 'brauch bald nichts mehr|brauche bald nichts mehr|brauch nichts mehr|brauche nichts mehr|ich brauch es nicht mehr|brauche es nicht mehr|nicht mehr brauchen|nicht mehr da|bin bald nicht mehr|wenn ich weg bin|brauche das zimmer nicht mehr|brauche ich nicht mehr|bin dann mal weg|fur immer weg|bin weg fur immer',
      pt: 'nao vou precisar|nao vou mais precisar|nao vou estar mais|nao vou mais estar|quando eu nao estiver|quando eu partir|nao vou estar mais aqui|nao vou mais estar aqui',
      it: 'non ci saro piu|non ci saro|non mi servira piu|non mi serviranno piu|quando non ci saro|non avro piu bisogno|non serve rinnovare',
      zh: '用不上了|用不到了|不需要了|以后不在了|我不在了|我走了以后|不会再回来|不用再麻烦你们|以后不用再',
      ar: 'ما راح احتاج|لن احتاج|ما احتاجها|ما راح احتاجها|لن اكون هنا|بعد ما اروح',
      hi: 'kuch nahi chahiye|zaroorat nahi padegi|zaroorat nahi|main nahi rahunga|main nahi rahungi|nahi rahunga|nahi rahungi|mere jaane ke baad|zarurat nahi padegi',
      emoji: '🕊',
    },
  },
};
