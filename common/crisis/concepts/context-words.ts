/**
 * Words that change how risk hits are read, per language: the writer speaking (self), someone else
 * (peer), denial (negation), the past and recovery (history, present, recovery), study framing, and
 * harmless idioms that reuse risk words ("me muero de risa", "je meurs de faim"). Data only.
 */
import type { FamilyVocabulary } from './types';

export const SELF: FamilyVocabulary = {
  family: 'self',
  concepts: {
    first_person: {
      en: "i|me|my|myself|im|i'm|ive|i've|id|i'd|ill|mine|nice knowing|me rn|me right now",
      es: 'me|mi|mis|conmigo|estoy|quiero|tengo|yo me|yo no|yo ya|yo estoy|yo quiero|yo tengo|yo lo|yo la',
      fr: 'je|j|moi|mon|ma|mes|me|m',
      de: 'ich|mich|mir|mein|meine|meinen|meiner',
      pt: 'eu|me|meu|minha|meus|minhas|comigo|estou|tomei|to com|to muito|to mal|to tao|to sem|to pensando|to aqui|to indo|to cansada|to cansado|to na|to em',
      it: 'io|mi|mio|mia|miei|mie|sono|ho',
      zh: '我',
      ar: 'انا|نفسي|لي|عندي|اغراضي|حجزي|اهلي|عائلتي',
      hi: 'main|mujhe|mera|meri|mere|maine|hoon|apni|apna|apne',
    },
  },
};

export const PEER: FamilyVocabulary = {
  family: 'peer',
  concepts: {
    someone_else: {
      en: 'my friend|a friend|my roommate|a classmate|someone in my|my brother|my sister|my cousin|he said|she said|they said|asking for a friend|a student in my|if a student|student discloses|my housemate|my flatmate',
      es: 'mi amigo|mi amiga|mi companero|mi companera',
      fr: 'mon ami|mon amie|mon coloc|ma coloc',
      de: 'mein freund|meine freundin|mein mitbewohner',
      pt: 'meu amigo|minha amiga|meu colega',
      it: 'il mio amico|la mia amica',
      zh: '我朋友|我的朋友|室友',
      ar: 'صديقي|صديقتي',
      hi: 'mera dost|meri dost',
    },
  },
};

export const NEGATION: FamilyVocabulary = {
  family: 'negation',
  concepts: {
    denial: {
      en: "not going to|not gonna|not going to do|not gonna do|not going to act|not gonna act|not going to kill|not gonna kill|not going to hurt|i would never|id never|i'd never|never would|i dont think id|i don't think i'd|havent acted|haven't acted|not in danger|wouldnt act on it|wouldn't act on it|won't act on it|wont act on it|not going to act|not gonna act|i dont think id actually|i don't think i'd actually|just looking|just curious|just wondering|havent done it|haven't done it|i haven't acted on it|i havent acted on it|not suicidal|not suicidal or anything|im not suicidal|haven't yet|havent yet|i wont but|i won't but|i wouldnt but|i wouldn't but|nothing's happened|nothing has happened|nothings happened|nothing's going on|nothings going on|nothing is going on|nothing going on",
      es: 'nunca lo haria|no lo voy a hacer|no pienso hacerlo|no estoy en peligro|no lo haria',
      fr: 'je ne le ferai pas|jamais je ne|je le ferais jamais|pas en danger|je le ferais pas',
      de: 'ich wurde nie|ich werde es nicht tun|nicht in gefahr|wurde es nicht tun|angst vor mir selbst|dass ich angst habe|habs noch nie gemacht|hab es noch nie gemacht',
      pt: 'nunca faria|nao vou fazer|nao estou em perigo|nao faria',
      it: 'non lo farei mai|non lo faro|non sono in pericolo|non lo farei',
      zh: '不会去做|不会真的|没打算|不会真的去做|还没有做|还没做',
      ar: 'لن افعل',
      hi: 'kabhi nahi karunga|kabhi nahi karungi',
    },
    // "I don't have a plan": lowers a decision like a denial, but not thoughts that are getting stronger.
    no_plan: {
      en: "no plans to|not planning|dont have a plan|don't have a plan|no plan|not have a plan|have no plan|no plans",
      es: 'no tengo un plan|no tengo plan|sin plan',
      fr: "pas de plan|je n'ai pas de plan|j'ai pas de plan",
      de: 'keinen plan|habe keinen plan|hab keinen plan',
      pt: 'nao tenho plano|nao tenho um plano|sem plano',
      it: 'non ho un piano|non ho piani|senza un piano',
      zh: '没有具体计划|没有计划',
      ar: 'ما عندي خطه|ليس لدي خطه|لا املك خطه',
      hi: 'koi plan nahi|plan nahi hai',
    },
  },
};

export const HISTORY: FamilyVocabulary = {
  family: 'history',
  concepts: {
    past: {
      en: 'last year|last semester|years ago|year ago|used to|in high school|back in school|back in high school|back in first year|back in second year|back in year|back in the day|back in uni|back in college|back in sixth form|back in 201*|back in 202*|back then|in first year|in the past|a few years|couple of years|in year 10|in 2019|in 2020|in 2021|in 2022|a long time ago|long time ago|two years ago|a few years ago|few years ago|years back|a few years back|as a teenager|as a teen|when i was younger|in sixth form|in secondary school|during lockdown|during covid|during the pandemic|in my first year|in first year|in year one|in year 1|back in first year|in 200*|in 201*|admission in|admitted in|from secondary school|from high school|from sixth form|from school days|during a-levels|during my a-levels|during gcses|during my gcses|during a levels|in 2023|when i was little|when i was a|when i was in|when i was at|when i was 1*',
      es: 'hace anos|hace unos anos|cuando era|en el pasado|en el instituto|hace mucho',
      fr: "il y a des annees|il y a quelques annees|quand j'etais|au lycee|dans le passe|il y a longtemps",
      de: 'vor jahren|vor ein paar jahren|fruher|in der schule|vor langer zeit|als ich klein|als ich jung|als ich ein kind|als ich noch|als ich 1*',
      pt: 'anos atras|ha anos|quando eu era|no passado|no ensino medio|ha muito tempo',
      it: 'anni fa|quando ero|in passato|al liceo|tanto tempo fa',
      zh: '年前|以前|过去几年|在过去|过去那段|高中的时候',
      ar: 'منذ سنوات|قبل سنوات|في الماضي',
      hi: 'saal pehle|pehle|school mein',
    },
  },
};

export const PRESENT: FamilyVocabulary = {
  family: 'present',
  concepts: {
    again: {
      en: 'again|relapsed|relapse|back since|are back|lately|these days|still|started again|first time in a year|first time in months|first time in ages|for the first time since|past week|past few days|past couple of days|past month|past 24 hours|past two weeks|past few weeks|past fortnight|past few nights',
      es: 'otra vez|de nuevo|ultimamente|volvi a|recai',
      fr: "encore|de nouveau|recommence|ces temps-ci|j'ai repris",
      de: 'wieder|schon wieder|in letzter zeit|seit zwei wochen|jeden abend',
      pt: 'de novo|voltei a|ultimamente|recai',
      it: 'di nuovo|ancora|ultimamente|ho ricominciato|ricominciato a',
      zh: '又|最近|再次',
      ar: 'مره اخري|مجددا|من جديد|رجعت',
      hi: 'phir se|dobara|ghanta pehle|ghante pehle|minute pehle|abhi abhi|thodi der pehle|kuch der pehle',
    },
  },
};

export const RECOVERY: FamilyVocabulary = {
  family: 'recovery',
  concepts: {
    recovered: {
      en: "clean now|yrs clean|years clean|doing great now|doing well now|been well for|i'm well now|im well now|got help|its long over|it's long over|long over|in a good place|recovered|it's been years|its been years|im fine now|i'm fine now|better now|was resolved|i feel safe|feel safe now|restraining order|doing great|doing well|been good|i'm good now|im good now|therapy helped|that's resolved|thats resolved|resolved|moved abroad|i'm doing well|im doing well|doing much better|clean for|been clean|stable and happy|i'm stable|im stable|now i volunteer|i volunteer with|i'm happy now|im happy now|fully recovered|in recovery for|been fine for|fine for 6 years|long behind me|it's long behind|its long behind|i'm 24 now|im 24 now|train as a peer supporter|share my story|back in 2017|back in 2018|back in 2019|back in 2016|back in 2015|memoir about getting better|writing a memoir|getting better now|been sober|sober for|years sober|off pills for|sober and off|it's been over for|its been over for|been over for|out of my life|is in the past|signed me off|signed off by my gp|years later|a year later|months later|stable for|been stable|after therapy|she's fine now|shes fine now|he's fine now|hes fine now|they're fine now|theyre fine now|she's okay now|he's okay now|she's ok now|he's ok now|your team was amazing|you helped me|i'm graduating|im graduating|not a crisis|faint scars|old scars|completely fine now|turned my life around|turned things around|years on i'm|years on im|haven't hurt myself since|havent hurt myself since|haven't cut since|havent cut since|haven't self harmed since|havent self harmed since|haven't harmed myself since|havent harmed myself since|tattoo over|over the old marks|haven't felt that way|havent felt that way|haven't felt like that|havent felt like that|not felt that way|haven't had those thoughts|havent had those thoughts|haven't thought like that|what helped me|no current self-harm|no current self harm|no longer self harm|no longer self-harm|nowadays it's just|nowadays its just|a good life|feel safe now|had counselling since|had counseling since|safe and happy|i'm safe now|im safe now|i am safe now|safe and well now|happy and safe|been well since|well since|doing good now|im doing good|i'm doing good|all good now|years free of|free of cutting|scars are faded|faded now|stable meds|helped loads|helped me loads|helped so much|helped a lot|got great support|great support from|anger management sorted it|sorted it years ago|fine for two years|doing better than i have in years|better than i have in years|well behind me|behind me now|all behind me|that's behind me|thats behind me|it's behind me|its behind me|police dealt with it|police sorted it|police handled it|was dealt with|been dealt with|got amazing support|amazing support|so much support|got support|got the support|got a lot of support|want to volunteer|wanna volunteer|like to volunteer|to volunteer for|apply to volunteer|moved countries|left the country|now i'm a psych|now im a psych|now i'm a psychology|now i study psychology|now i'm studying|now im studying|now i'm training to|now im training to|now i'm a nurse|now im a nurse|thank you to the counselling|thanks to the counselling|thank you to the counseling|thanks to the counseling|thanks to counselling|thanks to counseling",
      es: 'ya estoy bien|lo supere|me recupere|estoy mejor|estoy a salvo|ahora estoy bien y a salvo|ya paso|ya quedo atras|quedo atras|lo deje atras|la policia se encargo|ahora quiero ser voluntaria|ahora quiero ser voluntario|quiero hacer voluntariado|ahora estudio',
      fr: "je vais bien maintenant|je suis guerie|je suis gueri|je vais mieux|je suis en securite maintenant|c'est derriere moi|c'est du passe|la police s'en est occupee|maintenant je veux etre benevole|devenir benevole|faire du benevolat|maintenant j'etudie",
      de: 'mir geht es jetzt gut|bin daruber hinweg|geht es mir besser|bin jetzt in sicherheit|liegt hinter mir|ist lange vorbei|die polizei hat sich darum gekummert|ehrenamtlich helfen|ehrenamtlich arbeiten|jetzt studiere ich',
      pt: 'estou bem agora|superei|me recuperei|estou segura agora|estou seguro agora|ja passou|ficou para tras|ficou no passado|a policia resolveu|quero ser voluntaria|quero ser voluntario|fazer voluntariado|agora estudo',
      it: 'ora sto bene|sto meglio|ne sono uscita|ne sono uscito|ora sono al sicuro|e acqua passata|me lo sono lasciato alle spalle|me lo sono lasciata alle spalle|ci ha pensato la polizia|fare volontariato|ora studio',
      zh: '已经好了|康复了|现在很好|都过去了|已经过去了|早就过去了|警察处理了|想当志愿者|做志愿者|现在读心理',
      ar: 'تعافيت|انا بخير الان|صار من الماضي|صارت من الماضي|الشرطه حلت الموضوع|ابي اتطوع|اريد التطوع',
      hi: 'ab theek hoon|ab thik hoon|peeche chhod diya|sab khatam ho chuka|police ne sambhal liya|volunteer karna chahta|volunteer karna chahti|ab sab theek hai|ab sab thik hai|ab theek hai|ab thik hai',
    },
  },
};

export const FRAMING: FamilyVocabulary = {
  family: 'framing',
  concepts: {
    study: {
      en: "essay on|essay about|paper on|paper about|research on|research about|project on|project about|project mapping|module on|lecture about|course on|workshop on|writing about|training on|hotspots|barriers|protective orders|legal clinic|prevention|awareness|volunteer as|peer mentor|statistics on|survey about|survey on|prevalence|irb|research methods|sim lab|training slots|response with|protocol for|ra training|nursing|naloxone|mentions self-harm|mentions self harm|a resident|coursework|regulation|regulations|research project|ra position|need to explain|presenting on|presenting about|thesis on|thesis about|for my thesis|mph thesis|data on|anonymised data|anonymized data|our survey|survey asks|survey question|ethics approval|safeguarding|signposting|film studies|media studies|welfare policy|in general|freshers handbook|handbook|legislation|referral centre|referral center|dnd|tabletop|campaign|games room|game night|board game|video game|in the game|my character|the villain|the novel|the film|the movie|the episode|the plot|true crime|documentary|psych module|my module|for my module|peer-reviewed|peer reviewed|library subscribe|pharmacology|tutorial question|lecture recording|med student|ethics guidance|interviewing participants|lived experience of|research participants|my supervisor|reading list|literature review|band's new single|single is called|song called|our band|final circle|esports|report on|final boss|boss fight|elden ring|my survey|survey includes|phq-9|phq9|participant scores|a participant|hamlet|to be or not to be|film society|storyline|13 reasons why|helpline numbers|hotline numbers|society's website|our website|new ta|discloses|for my essay|my essay|dsm-5|dsm 5|in the dsm|psych seminar|seminar q|classed as|classified as|how can i support|how do i support|how to support|support a friend|supporting a friend|help a friend|helping a friend|be a better friend|be a good friend|what to say to|avoid saying|should i avoid|leaflets|leaflet|posters|wellbeing week|welfare week|first aid course|mental health first aid|the scene|scene in|in season|episode of|tv series|crime drama|crime dramas|watchlist|tv soc|among us|as impostor|as the impostor|as imposter|in game|in-game|fortnite|minecraft|valorant|call of duty|the finale|season finale|the walking dead|the tournament|a tournament|podcast|podcast episode|episode on|journalism|journalism class|reporting suicide|reporting on|media guidelines|guidelines for reporting|writing a novel|a novel|my novel|main character|short story|screenplay|reflective essay|handout|class is covering|crisis lines|crisis line|helpline|helplines|callers who|training scenarios|training scenario|peer listening|listening service|scenes|any recs|book recs|my sims|the sims|sims 4|debating|debate on|debate about|readings on|reading list|firearms policy|gun policy|storage laws|season finale|the finale|series finale|final battle|the episode|this episode|last episode|volunteering for|volunteering with|volunteering at|nightline|if a caller|a caller says|caller says|get trained|trained on|warning signs|signs to look out for|what to look out for|course rep|student rep|as a rep|info sheet|information sheet|fact sheet|tutorial group|as a warden|as an ra|as a residence assistant|as a personal tutor|as a tutor|as a mentor|the procedure if|what's the procedure|what is the procedure|whats the procedure|know in advance|disability file|for my file|for my records|first aid course|mental health first aid|welfare officer|toxicology|pharmacokinetics|criminology|criminology seminar|threat assessment|case study|textbook|chapter on|on reserve|training slide|training slides|for a training|training session|training sessions|training course|osce|osces|for my osce|overdose management|clinical skills exam|safety talk|safety briefing|if they see someone|if you see someone|what should students do|warning sign|a warning sign|pharm exam|pharmacology exam|pharm final|in overdose|dangerous in overdose|toxic in overdose|psych lecture on|lecture on stalking|typologies|public health poster|poster on|research poster|how do i help|how can i help|how should i help|how do i bring it up|how should i bring it up|how do i bring up|bring it up gently|bring it up with her|bring it up with him|bring it up with them|without making it worse|without making things worse|what to say back|what do i say to her|what do i say to him|if someone tells me|if a friend tells me|if someone says they|if a student tells me|first aid module|first aid training|first aid class|what signs|signs should|look out for|speedrun|speedrunning|speedrunner|respawn|respawns|respawning|respawned|checkpoint|glitch|lit review|lit review on|should i say something|who can i talk to about|worried about her|worried for her|worried about him|worried for him|number to call|what's the number|if a friend|if my friend|if a flatmate|if a housemate|if a roommate|if a mate|asking someone|ask someone if|if they're suicidal|if theyre suicidal|if they are suicidal|if someone is suicidal|role-play|roleplay|role play|drama society|in drama",
      es: 'prevencion|curso sobre|investigacion|trabajo sobre|un taller|el taller|taller sobre|taller de|mi tesis|tesis sobre|la pelicula|la novela|el videojuego|como ayudar a|como apoyar a|folletos|la serie|escribiendo mi tesis|mi tfg|tfg sobre|mi novela|un podcast|toxicologia|para toxicologia|necesito fuentes|farmacologia|como puedo ayudarla|como puedo ayudarle|como puedo ayudarlo|como le ayudo|como se lo saco|sin empeorarlo|sin empeorar las cosas|si alguien me dice|curso de primeros auxilios|si un amigo|si una amiga|si mi amigo|si mi amiga',
      fr: "prevention|cours sur|recherche sur|memoire sur|atelier|ma these|these sur|le film|le roman|le jeu video|expose sur|comment aider|comment soutenir|brochures|la serie|mon memoire|un roman|mon roman|un podcast|comment l'aider|comment lui en parler|sans empirer|sans aggraver|si quelqu'un me dit|formation premiers secours|cours de premiers secours|si un ami|si une amie|si mon ami|si mon amie",
      de: 'pravention|seminar uber|hausarbeit|forschung|referat uber|meine abschlussarbeit|der film|der roman|im spiel|wie kann ich ihr helfen|wie kann ich ihm helfen|wie unterstutze ich|flyer|broschuren|die serie|bachelorarbeit|masterarbeit|meinen roman|einen roman|podcast|wie kann ich einer|einer freundin helfen|einem freund helfen|freundin helfen|freund helfen|wie spreche ich sie darauf an|wie spreche ich ihn darauf an|wie spreche ich das an|ohne es schlimmer zu machen|wenn mir jemand sagt|erste-hilfe-kurs|erste hilfe kurs|wenn ein freund|wenn eine freundin|wenn mein freund|wenn meine freundin',
      pt: 'prevencao|trabalho de|pesquisa sobre|farmacologia|monitor|minha tese|tese sobre|o filme|o romance|o jogo|como ajudar|como apoiar|folhetos|a serie|meu tcc|tcc sobre|meu romance|um podcast|como posso ajudar|como falo com ela|como falo com ele|sem piorar|se alguem me disser|curso de primeiros socorros|se um amigo|se uma amiga|se meu amigo|se minha amiga',
      it: "prevenzione|corso su|ricerca su|tesina|la mia tesi|tesi su|il film|il romanzo|il videogioco|come aiutare|come sostenere|volantini|la serie|tesi sull|tesi sulla|tesi sugli|scrivendo la tesi|la tesi|tesi di laurea|il mio romanzo|come posso aiutarla|come posso aiutarlo|come ne parlo|senza peggiorare|se qualcuno mi dice|corso di primo soccorso|se un amico|se un'amica|se il mio amico|se la mia amica",
      zh: '防自杀|预防|宣传|讲座|研究|论文|电影里|小说里|游戏里|剧情|怎么帮助|如何帮助|怎么安慰|宣传册|电视剧|怎么帮她|怎么帮他|我该怎么帮|怎么跟她说|怎么跟他说|怎么开口|如果有人告诉我|急救课|如果朋友|如果我朋友',
      ar: 'الوقايه|دوره|بحثي|بحث جامعي|اكتب بحث|اعمل بحث|ورقه بحثيه|مشروع بحث|كيف اساعد|كيف ادعم|كيف اساعدها|كيف اساعده|كيف افتح الموضوع|اذا حدا قلي|دوره اسعافات|اذا صديقي|اذا صديقتي',
      hi: 'project pe|project par|project ke liye|assignment pe|assignment par|assignment ke liye|kaise help karu|kaise madad karu|kaise help karun|kaise madad karun|usse kaise baat karun|agar koi bataye|first aid training|agar dost|agar mera dost|agar meri dost',
    },
  },
};

export const HARMLESS: FamilyVocabulary = {
  family: 'harmless',
  concepts: {
    idiom: {
      en: "want to jump out the window|made me want to jump|dying of laughter|to die for|dead tired|doctor's note|doctors note|sick note|gp note|medical note|note from my doctor|note from my gp|the death of me|just a note|quick note|a note for my file|note for my records|note for the file|note for my disability|going to jump out the window|gonna jump out the window|jump out the window lol|going through the motions|just going through the motions|soon maybe|maybe soon|see you soon|see u soon|home soon|back soon|cya soon|see ya soon|gp letter|doctor's letter|doctors letter|support letter|reference letter|letter for my disability|letter for my landlord|letter for my visa|counselling notes|lecture notes|notes for my own|revision notes|nosebleed|nose bleed|my nose is bleeding|nose is bleeding|nose wont stop bleeding|nose won't stop bleeding|out the window jk|jumping out the window jk|kms if|kms the|kms my|kms wifi|kms when|so boring i wanted to walk|so boring i want to walk|boring i wanted to walk into|period blood|nosebleed blood|blood from a nosebleed|not waking up till|not waking up until|not waking up before|joking obviously|joking, obviously|just joking|kms this printer|kms this laptop|kms this essay|kms this assignment|kms this wifi|kms this module|kms this code|kms this exam|kms this lecture|kms this queue|kms this bus|last message before my account|last email before my account|last email from my uni|last message from this account|your last message|your last email|in my last message|since my last message|last message said|my last message said|as per my last|per my last|reply to my last|replied to my last|answer to my last",
      es: 'me muero de risa|me muero de sueno|me muero de hambre|me muero de ganas|muerto de risa|muerta de risa|me esta matando|me mata de risa|muero por|me quiero morir jaja|quiero morir jaja|me quiero morir jajaja|me quiero morir xd|quiero morir xd|sangre de la regla|sangre de mi regla|no cuenta como|cuenta como|tu ultimo mensaje|su ultimo mensaje',
      fr: 'je meurs de faim|meurs de faim|mort de fatigue|morte de fatigue|mort de rire|morte de rire|je meurs de rire|ca me tue|mourir de rire|me tuer a la tache|me tue a la tache|tuer a la tache|me tuer au travail|me tue au travail|se tuer a la tache|stats va me tuer|partiel va me tuer|exam va me tuer|examen va me tuer|va me tuer mdr|me tuer mdr|prefere mourir que|plutot mourir que|sang de mes regles|sang des regles',
      de: 'sterbe vor hunger|ich sterbe vor|hat mich umgebracht|hat mich fertig gemacht|totlachen|todmude|periodenblut|blut von meiner periode',
      pt: 'morrendo de rir|morrendo de fome|morrendo de sono|morrendo de vontade|morri de rir|me matando de rir|vai me matar kkkk|vai me matar kkk|me matar kkkk|vai me matar kkkkk|vai me matar rs|sangue da menstruacao|nao conta como|conta como|sua ultima mensagem',
      it: 'sto morendo dal ridere|morendo dal ridere|morto di fame|morta di fame|mi uccidera|mi ammazza di|morire dal ridere|muoio di fame|sangue del ciclo|sangue mestruale',
      zh: '要了我的命|笑死|累死了|饿死了|困死了|马上到|马上就到|快到了|流鼻血|鼻血',
      ar: 'قتلني|ميت من الضحك|ميت من الجوع|دم الدوره',
      hi: 'jaan le lega|jaan le legi|mar gaya hai|mar gayi hai|hans hans ke mar|hasi se mar|hasi ke mare|hansi se mar|joke maara|joke maar|joke mara|taana maara|taunt maara|dialogue maara|period ka khoon',
    },
  },
};

/** An everyday reason that explains giving things away or cancelling in the same sentence, or a dose question. */
export const REASON: FamilyVocabulary = {
  family: 'reason',
  concepts: {
    everyday: {
      en: "moving out|moving abroad|move abroad|moving to|moving back|moving home|moving house|study abroad|studying abroad|exchange semester|graduating|transferring to|new apartment|new place|upgrading|got a new|bought a new|downsizing|changing plans|switching to|lease|doesnt allow pets|no pets|placement year|on placement|going home for|end of term|last day of term|after the break|see you all|see you in|see you next|over the summer|for the summer|before graduating|before i graduate|after graduation|after graduating|graduation|finished my degree|since i've finished|since ive finished|going on exchange|on exchange to|exchange to|moving off campus|moving out of halls|i'm moving|im moving|go home for good|going home for good|new job|start my new job|starting my new job|starting a job|start work|just graduated|i graduated|finished uni|as a student|doesn't allow pets|does not allow pets|new landlord|landlord doesn't allow|not allowed pets|no pets allowed|leave halls|leaving halls|next tenant|collects the keys|hand in my keys|great year|goodbyes to the flat|goodbye to the flat|doesn't allow animals|no animals allowed|pets aren't allowed|pets are not allowed|can't have pets|cant have pets|abroad for a year|till i'm back|till im back|until i'm back|until im back|changing course|changing courses|switching course|switching courses|changing my degree|switching degree|changing degree|changing my major|switching majors|heading home for|last day of my exchange|end of my exchange|my exchange is over|cooking class|cookery class|knife skills|culinary|chef school|before i move|i move to|after i move|transferring unis|transferring uni|transferring universities|since i'm transferring|since im transferring|digital detox|social media detox|social media break|break from social media|leaving the university|leaving university|leaving uni|leaving the uni|leaving at the end of|finishing my exchange|finish my exchange|after my exchange|my exchange ends|exchange year|year abroad|internship|got the job|got a job|got the position|job offer|offered the job|accepted the job|accepted a job|retiring|retires|retirement|her last day|his last day|their last day|moved out|flight home|fly back|flying back|fly home|flying home|train home",
      es: 'me mudo|mudanza|me voy de intercambio|intercambio|me cambio de piso|me gradu*|despues de graduarme|fin de curso|mi contrato de alquiler|me gradue|termine la carrera|nuevo trabajo|volver a casa|no permite mascotas|no se permiten mascotas|no admite mascotas|no aceptan mascotas|no se admiten animales|contrato de alquiler|nuevo piso|me voy de la resi|me voy de la residencia|me cambio de carrera|cambio de carrera|cambiarme de carrera|clase de cocina|curso de cocina|me vuelvo a|vuelvo a mi pais|me vuelvo|regreso a mi pais|practicas|me voy de practicas|ano de intercambio|fin del intercambio|vuelvo a casa|dejo la universidad|me jubilo|jubilarse|se jubila|jubilacion|nuevo empleo|me han contratado|me he mudado|me mude',
      fr: "je demenage|demenagement|erasmus|je pars a l'etranger|je change de|apres le diplome|rentrer au|rentrer en|avant de rentrer|fin du semestre|mon bail|j'ai eu mon diplome|nouveau travail|nouveau boulot|rentrer chez moi|animaux interdits|n'accepte pas les animaux|pas d'animaux|interdit les animaux|nouveau bail|nouvel appartement|cours de cuisine|je rentre a|je rentre en|je rentre chez|je rentre au|echange|annee d'echange|je quitte l'universite|quitter l'universite|je quitte la fac|en stage|mon stage|je pars en stage|retraite|j'ai demenage|nouveau poste|j'ai eu le poste",
      de: 'ziehe um|umzug|ins ausland|auslandssemester|erasmus|neue wohnung|nach dem abschluss|neuer mietvertrag|semesterende|nach dem master|ziehe nach|ziehe ich nach|umziehen|ziehe bald|neuen job|neue stelle|abschluss gemacht|abschluss geschafft|keine haustiere|haustiere verboten|haustiere nicht erlaubt|tiere nicht erlaubt|keine tiere|ziehe im|ausziehen|kochkurs|ende des semesters|gehe zuruck nach|ziehe zuruck|nach ziehe|ins ausland ziehe|umziehe|ausgezogen|bin ausgezogen|austausch|austauschjahr|austauschsemester|fliege zuruck|fliege nach hause|zuruck nach|praktikum|ruhestand|in rente|verlasse die uni|neuer job|die stelle bekommen',
      pt: 'vou me mudar|mudanca|intercambio|me formando|apartamento novo|depois da formatura|fim do semestre|contrato de aluguel|me formei|formei|formatura|voltar pra casa|voltar para casa|emprego novo|novo emprego|nao aceita animais|nao permite animais|nao aceita pets|proibido animais|nao pode ter animais|novo contrato|nao aceita pet|ape novo|aula de culinaria|curso de culinaria|volto pra|volto para|vou voltar pra|estagio|ano de intercambio|vou voltar para|aposenta|aposentadoria|saio da universidade|deixar a universidade|me mudei|sai do apartamento',
      it: "mi trasferisco|trasloco|erasmus|vado all estero|casa nuova|torno a casa|dopo la laurea|laurea|mi sono laureato|mi sono laureata|nuovo lavoro|contratto d'affitto|contratto di affitto|non permette animali|non sono ammessi animali|niente animali|animali non ammessi|nuovo contratto|nuovo appartamento|corso di cucina|torno in|rientro in|tirocinio|anno di scambio|scambio|va in pensione|in pensione|lascio l'universita|mi sono trasferito|mi sono trasferita",
      zh: '搬家|出国|交换|毕业了|换新的|新工作|毕业|不让养宠物|不允许养宠物|禁止养宠物|不能养宠物|新租约|烹饪课|实习|退休|交换结束|交换学期|交换的一年|回国|离校|搬走|搬出|找到工作|拿到offer',
      ar: 'انتقل|بسافر|ساسافر|التخرج|لا يسمح بالحيوانات|ممنوع الحيوانات|عقد الايجار الجديد|درس طبخ|التبادل|ساعود الي|سارجع الي|التدريب|تدريب صيفي|تقاعد|التقاعد|انتقلت|سلمت الغرفه|سلمت الشقه|وظيفه جديده|حصلت علي وظيفه',
      hi: 'shift kar raha|shift kar rahi|abroad ja raha|abroad ja rahi|naya le liya|nayi job|graduate ho gaya|graduate ho gayi|pets allowed nahi|pets allow nahi|pets nahi rakh|naya flat|naye flat|cooking class|exchange semester|hostel chhod|hostel chhodna|khali kar diya|khali kar di|semester end|semester khatam|wapas ja raha|wapas ja rahi|internship|retire ho|naukri mil gayi|job mil gayi',
    },
    // An ordinary illness that explains a dose question ("how many ibuprofen for a cold").
    ailment: {
      en: 'for a cold|for my cold|with a cold|for a headache|for my headache|for period pain|for a fever|for the flu',
      es: 'para el resfriado|para un resfriado|para la gripe|para el dolor de cabeza|con gripe',
      fr: 'pour un rhume|pour le rhume|contre le mal de tete|pour la grippe',
      de: 'bei einer erkaltung|bei erkaltung|gegen kopfschmerzen|bei kopfschmerzen|bei grippe',
      pt: 'para gripe|para resfriado|para dor de cabeca|com gripe',
      it: 'per il raffreddore|per il mal di testa|per l influenza',
      zh: '感冒|头疼|头痛|发烧',
      ar: 'نزله برد|للصداع',
      hi: 'sardi ke liye|bukhar ke liye|sar dard ke liye',
    },
  },
};
