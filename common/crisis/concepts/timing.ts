/**
 * Timing: when. "now" and "tonight" make a plan imminent; "last night" and "an hour ago" make an
 * ingestion or an injury recent. Clock times ("at 8", "11:40") are found by the ladder. Data only.
 */
import type { FamilyVocabulary } from './types';

export const TIMING: FamilyVocabulary = {
  family: 'timing',
  concepts: {
    imminent: {
      en: "about to take|about to swallow|tonight|tonights|right now|rn|now|in an hour|in a few minutes|in a few hours|in ten minutes|in 10 min|tomorrow|tmrw|tmr|this weekend|after my roommate leaves|before morning|after i send this|by friday|after friday|after this weekend|after thursday|next train|sunday 9am|in the next hour|till midnight|midnight|by tonight|for like an hour|for an hour|in 10 minutes|in 6 min|this is it|hes still in|still in the flat|in 10 mins|in 5 mins|in 5 minutes|it'll be over in an hour|within the hour|as soon as i get home|in like 20 minutes|in 20 minutes|in 30 minutes|in half an hour|please send someone|send someone now|send help|once this message sends|once this sends|after this message|when i send this|as soon as my flatmate|as soon as everyone|when my flatmates are asleep|once everyone's asleep|as soon as its dark|as soon as it's dark|once its dark|once it's dark|when it gets dark|once my roommate's asleep|once my roommates asleep|once my roommate is asleep|when my roommate is asleep|once everyone is asleep|before anyone reads this|before anyone reads|after i press send|after i hit send|a few minutes after i|as soon as i send|once i send this|on his way back|he's on his way|hes on his way|she's on her way|shes on her way|on his way over|on her way over|on his way here|on her way here|by the morning|by morning|its 2am|it's 2am|its 3am|it's 3am|as soon as i finish typing|as soon as i finish this|once i finish typing|when i finish typing|after i finish typing|as soon as im done typing|as soon as i'm done typing|once i post this|after i post this|as soon as i post this|once my roommate leaves|once the flat's empty|once the flats empty|once everyones asleep|once everyone leaves|when everyone's asleep|when everyones asleep|till everyone's asleep|until everyone's asleep|till everyone is asleep|when everyone is asleep|till everyones asleep|not waiting anymore|i'm not waiting anymore|im not waiting anymore|not waiting any longer|no more waiting",
      es: 'esta noche|ahora mismo|ahora|manana|este fin de semana|en una hora|hoy|en cuanto termine de escribir|cuando termine de escribir esto|en cuanto envie esto|despues de mandar esto|cuando mande esto|despues de este mensaje|cuando todos duerman|cuando se duerman todos|cuando todos esten dormidos|no voy a esperar mas|ya no espero mas',
      fr: "ce soir|maintenant|en ce moment|demain|ce week-end|dans une heure|aujourd'hui|cette nuit|bientot|il revient bientot|demain a 8h|au prochain train|prochain train|des que j'ai fini d'ecrire|quand j'aurai fini d'ecrire|des que j'envoie ce message|apres ce message|quand j'aurai envoye ca|quand tout le monde dort|quand tout le monde dormira|quand ils dormiront|j'attends plus|je n'attends plus|j'attendrai plus",
      de: 'heute nacht|heute abend|jetzt|gerade|morgen|dieses wochenende|in einer stunde|gleich|in 10 minuten|in zehn minuten|heute nacht ist es soweit|in 5 minuten|in funf minuten|bitte schnell|sobald ich fertig geschrieben habe|wenn ich das abgeschickt habe|sobald ich das abschicke|nach dieser nachricht|wenn alle schlafen|wenn alle eingeschlafen sind|ich warte nicht mehr|warte nicht langer',
      pt: 'hoje a noite|hoje|agora|amanha|esse fim de semana|neste fim de semana|daqui a pouco|assim que eu terminar de escrever|quando eu terminar de escrever|assim que eu enviar isso|depois dessa mensagem|depois de mandar isso|quando todos dormirem|quando todo mundo dormir|quando todo mundo estiver dormindo|nao vou esperar mais|nao espero mais',
      it: 'sto per prendere|sto per ingoiare|stasera|stanotte|adesso|ora|domani|questo weekend|tra un ora|aiutatemi|tra poco|fra poco|appena finisco di scrivere|appena invio questo messaggio|dopo questo messaggio|appena mando questo|quando tutti dormono|quando dormiranno tutti|quando tutti dormiranno|non aspetto piu|non aspetto piu niente',
      zh: '今晚|现在|明天|今天|马上|明天就|写完这条|发完这条|发完这条消息|写完这段|等大家都睡了|等他们都睡了|等他们睡着|不等了|不想再等了',
      ar: 'الليله|الان|غدا|اليوم|بكره|بكرة|الساعه الثانيه|الساعه|بعد المحاضره|بعد هالرساله|بعد هذه الرساله|لما الكل ينام|لما ينامو|لما ينامون|ما راح انتظر|ما بستنى|الحين',
      hi: 'aaj raat|abhi|aaj|kal|ye likhne ke baad|ye message bhejne ke baad|is message ke baad|sab so jayenge|sab so jaayenge|sab so jaye|sab so jaenge|aur intezaar nahi|ab aur wait nahi',
      emoji: '⏰|⌛|🌃|🕐|🕑|🕒|🕓|🕔|🕕|🕖|🕗|🕘|🕙|🕚|🕛|🕜|🕝|🕞|🕟|🕠|🕡|🕢|🕣|🕤|🕥|🕦|🕧',
    },
    recent: {
      en: 'last night|an hour ago|half an hour ago|this morning|just now|earlier today|yesterday|today|minutes ago|again last night|mins ago|min ago|20 mins ago',
      es: 'anoche|hace media hora|hace una hora|esta manana|ayer',
      fr: 'hier soir|il y a une heure|il y a une demi-heure|ce matin|hier',
      de: 'gestern abend|vor einer stunde|vor einer halben stunde|heute morgen|gestern|vor ner halben stunde|vor ner stunde',
      pt: 'ontem a noite|ha meia hora|ha uma hora|hoje de manha|ontem|faz uma hora|faz meia hora',
      it: "ieri sera|mezz'ora fa|un'ora fa|stamattina|ieri",
      zh: '昨晚|刚才|一小时前|今天早上|昨天|一个小时前|半小时前',
      ar: 'البارحه|قبل ساعه|امس|قبل نص ساعه',
      hi: 'kal raat|abhi abhi|ek ghante pehle|subah|ghanta pehle|ghante pehle|minute pehle|abhi abhi|thodi der pehle|kuch der pehle|aadha ghanta pehle|aadhe ghante pehle',
    },
    planned: {
      en: 'on monday|on tuesday|on wednesday|on thursday|on friday|on saturday|on sunday|monday|friday|saturday|sunday|next week|after sunday|this week|after my shift|after work|after class|after my exam|after my lecture|just waiting until|just waiting for my',
      es: 'el lunes|el martes|el viernes|el sabado|el domingo|la proxima semana',
      fr: 'lundi|vendredi|samedi|dimanche|la semaine prochaine|apres ce week-end',
      de: 'am montag|am freitag|am samstag|am sonntag|nachste woche|ich warte nur bis|warte nur bis|warte nur, bis',
      pt: 'na segunda|na sexta|no sabado|no domingo|semana que vem',
      it: 'lunedi|venerdi|sabato|domenica|la prossima settimana|so gia dove|so già dove',
      zh: '周一|周五|周末|下周|星期',
      ar: 'يوم الجمعه|يوم الاثنين|الاسبوع الجاي',
      hi: 'somvar|shukravar|agle hafte',
    },
    earlier: {
      en: 'last night|yesterday|last weekend|last few days|the last few days|days ago|the other day|last week|since monday|since tuesday|since wednesday|since thursday|since friday|since saturday|since sunday|since the weekend|last month|woke up monday|woke up the next|woke up on|a week ago|days after|discharged me|discharged|they let me go|spent the night in a&e|was in hospital|went to a&e|on sunday|on monday|on tuesday|on wednesday|on thursday|on friday|on saturday|nights ago|two nights ago|three nights ago|a few nights ago|in a&e|at a&e|the er|emergency room|weeks ago|last tuesday|last monday|last wednesday|last thursday|last friday|last saturday|last sunday',
      es: 'hace un mes|hace una semana|hace unas semanas|hace dos semanas|anoche|ayer|el fin de semana pasado|la semana pasada|el mes pasado|me desperte|hace unos dias|hace tres dias|hace dos dias|en urgencias|sali del hospital|me dieron el alta',
      fr: "hier soir|hier|le week-end dernier|la semaine derniere|le mois dernier|je me suis reveille|je me suis reveillee|il y a quelques jours|il y a trois jours|il y a deux jours|aux urgences|sortie de l'hopital|sorti de l'hopital|sortie de l hopital|sortie de l'hopital lundi",
      de: 'gestern|letztes wochenende|letzte woche|letzten monat|am nachsten nachmittag aufgewacht|aufgewacht|vorgestern|vor ein paar tagen|vor drei tagen|vor zwei tagen|in der notaufnahme|aus dem krankenhaus entlassen|aus der klinik entlassen',
      pt: 'ontem|fim de semana passado|semana passada|mes passado|acordei|ha alguns dias|ha tres dias|ha dois dias|no pronto-socorro|no pronto socorro|sai do hospital|recebi alta',
      it: "ieri|lo scorso weekend|la settimana scorsa|il mese scorso|mi sono svegliata|mi sono svegliato|giorni fa|tre giorni fa|qualche giorno fa|al pronto soccorso|uscita dall'ospedale|uscito dall'ospedale|dimessa|dimesso",
      zh: '昨晚|昨天|上周|几天前|三天前|两天前|急诊|上个月|前几天|上个星期',
      ar: 'الشهر الماضي|الشهر اللي فات|قبل شهر|قبل اسبوع|امس|البارحه|الاسبوع الماضي|الاسبوع اللي فات|قبل ايام|قبل ثلاث ايام|قبل يومين|الطوارئ|الطوارئ',
      hi: 'kal raat|kuch din pehle|teen din pehle|do din pehle',
    },
    // Often or in earnest: beside suicidal thoughts ("je pense au suicide tous les jours", "ich denke ernsthaft
    // darüber nach, mich umzubringen"), the thoughts are active, not passing. Alone it is no time at all.
    frequent: {
      en: 'every day|every single day|every night|daily|all the time|constantly|seriously|more seriously|most days|every single night|every single day|not just thoughts|not just thinking about it|more than just thoughts|more than just thinking|three nights now|nights in a row|every evening|three times today|twice today|three times|every night this week|fifth time|for weeks',
      es: 'todos los dias|cada dia|cada noche|en serio|seriamente|todo el tiempo|no solo lo pienso|no es solo pensarlo|no solo pensarlo|no es solo una idea|ya no es solo una idea|tres veces|dos veces hoy|desde hace semanas|hace semanas',
      fr: "tous les jours|chaque jour|chaque nuit|serieusement|tout le temps|sans arret|pas juste des pensees|pas seulement y penser|tous les soirs|c'est plus juste une idee|plus seulement une idee|trois fois|deux fois aujourd'hui",
      de: 'jeden tag|taglich|jede nacht|ernsthaft|standig|dauernd|nicht nur gedanken|nicht nur daran denken|nicht mehr nur|nicht mehr nur druber nach|seit tagen|jeden abend|dreimal|zweimal heute|das funfte mal|zum funften mal',
      pt: 'todo dia|todos os dias|toda noite|seriamente|a serio|o tempo todo|nao e so pensamento|nao so penso|nao to so pensando|ja nao to so|nao estou so pensando|tres vezes|duas vezes hoje',
      it: 'ogni giorno|tutti i giorni|ogni notte|seriamente|sul serio|di continuo|ogni sera|tutte le sere|non solo pensieri|non solo pensarci|non e piu solo un pensiero|non e solo un pensiero|tre volte|due volte oggi|da settimane',
      zh: '每天|天天|每晚|认真地|一直在想|认真|不只是想想|不只是想|很久了|每天晚上|不是想想而已|这几天晚上|这几天每天|好几次',
      ar: 'كل يوم|كل ليله|بجديه|طول الوقت|مو بس افكار|ليست مجرد افكار|ثلاث مرات',
      hi: 'roz|har din|har raat|seriously|roz wahi|sirf soch nahi|ab sirf sochta nahi|roz raat|teen baar',
    },
    // "Soon", a time without a date: beside a grave or coffin ("🪦🪦 soon", "⚰️ soon") it tells of death to come.
    vague: {
      en: 'soon|very soon|real soon|soon fr|sooner or later',
      es: 'pronto|muy pronto',
      fr: 'bientot|tres bientot',
      de: 'bald schon|sehr bald|ganz bald',
      pt: 'em breve|logo logo',
      it: 'presto|molto presto',
      zh: '很快|快了',
      ar: 'قريبا|قريبًا',
      hi: 'jaldi|bahut jaldi',
      emoji: '🔜',
    },
    // A habit, not a time: "it's every day now" does not make anything imminent.
    habitual: {
      en: 'every day now|every night now|most days now|most nights now|all the time now|everyday now',
    },
  },
};
