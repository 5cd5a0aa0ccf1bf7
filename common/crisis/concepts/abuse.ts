/**
 * Abuse and coercion: violence by a partner or family member, control (phone checks, money, who one
 * may see), stalking, sextortion, sexual coercion; and danger: threats to kill, strangling, a weapon,
 * being locked in, injuries. Abuse with danger is high; with danger happening now it is critical.
 */
import type { FamilyVocabulary } from './types';

export const ABUSE: FamilyVocabulary = {
  family: 'abuse',
  concepts: {
    violence: {
      en: 'hits me|hit me|beats me|pushed me|shoved me|throws things at me|slapped me|kicked me|punched me|choked me|strangled me|hurt my family|banging on the door|screaming|coming into my room at night|abusive',
      es: 'me pego|me pega|me golpea|me golpeo|me empujo|me maltrata',
      fr: "me frappe|m'a frappe|m'a frappee|me bat|m'a pousse|m'a poussee",
      de: 'schlagt mich|hat mich geschlagen|hat mich geschubst',
      pt: 'me bate|me bateu|me empurrou|me agride',
      it: 'mi picchia|mi ha picchiato|mi ha picchiata|mi ha spinto',
      zh: '打我|家暴|推我',
      ar: 'يضربني|ضربني|يعنفني',
      hi: 'maarta hai|maarti hai|mujhe maara|gala daba',
    },
    control: {
      en: "checks my phone|took my phone|takes my phone|takes my student loan|takes my money|decides who im allowed|decides who i'm allowed|allowed to see|wont let me leave|won't let me leave|if i ever leave him|if i ever leave her|i want out|depends on being nice|commenting on my body|hinting my grade",
      es: 'me quito el movil|me quito el telefono|revisa mi movil|no me deja salir|me controla',
      fr: 'prend mon telephone|fouille mon telephone|ne me laisse pas sortir|me controle',
      de: 'kontrolliert mein handy|nimmt mir das handy|lasst mich nicht raus',
      pt: 'mexe no meu celular|pegou meu celular|nao me deixa sair|me controla',
      it: 'controlla il mio telefono|mi ha preso il telefono|non mi lascia uscire',
      zh: '查我手机|不让我出门|控制我',
      ar: 'ياخذ هاتفي|يفتش هاتفي|لا يسمح لي',
      hi: 'phone check karta|phone check karti|bahar nahi jaane deta',
    },
    stalking: {
      en: 'keeps showing up|showing up outside|follows me|following me|photo of my window|know my class schedule|knows my class schedule|fake account with my|hundreds of messages|keeps messaging me',
      es: 'me sigue|me acosa|acoso',
      fr: 'me suit partout|me harcele|harcelement',
      de: 'verfolgt mich|stalkt mich|steht vor meiner wohnung|hunderte nachrichten',
      pt: 'me persegue|me seguindo|assedio',
      it: 'mi segue|mi perseguita|stalking',
      zh: '跟踪我|骚扰我',
      ar: 'يلاحقني|يتحرش بي',
      hi: 'peecha karta|stalk karta',
    },
    sextortion: {
      en: 'threatening to post|post a video of me|send more|intimate photos|nudes|leak my photos|sextortion|blackmail*',
      es: 'fotos intimas|me chantajea|chantaje',
      fr: 'photos intimes|me fait chanter|chantage',
      de: 'intime fotos|erpresst mich|erpressung',
      pt: 'fotos intimas|chantageando|chantagem',
      it: 'foto intime|mi ricatta|ricatto',
      zh: '裸照|勒索我',
      ar: 'صور خاصه|يبتزني',
      hi: 'photos viral|blackmail',
    },
    sexual: {
      en: 'coming into my room at night|comes into my room at night|touched me|touches me|forced me|raped|rape|sexually assaulted|assaulted me|groped me',
      es: 'me violo|me violaron|abuso de mi|me toco|me toca',
      fr: "m'a violee|m'a viole|viol|m'a touchee|agression sexuelle",
      de: 'hat mich vergewaltigt|vergewaltigung|hat mich angefasst|fasst mich an',
      pt: 'me estuprou|estupro|abusou de mim|me tocou',
      it: 'mi ha violentata|stupro|mi ha toccata|abusato di me',
      zh: '强奸|性侵|猥亵',
      ar: 'اغتصبني|تحرش بي',
      hi: 'rape|galat tarike se chhua',
    },
    danger: {
      en: "kill me|hell kill me|he'll kill me|she'll kill me|locked in|broken|find me and hurt|choked|strangled|with a knife|threatening me|im scared|i'm scared|scared to go out|he did it before|hes still in|still in the flat|mug hit my head",
      es: 'me mata|me va a matar|me amenaza|tengo miedo|encerrada|encerrado',
      fr: "va me tuer|me menace|j'ai peur|enfermee|enferme",
      de: 'bringt mich um|droht mir|ich hab angst|ich habe angst|eingesperrt',
      pt: 'vai me matar|me ameaca|tenho medo|trancada|trancado',
      it: 'mi ammazza|mi uccide|mi minaccia|ho paura|chiusa dentro',
      zh: '要杀了我|威胁我|我很害怕|被关',
      ar: 'يهددني|محبوسه|محبوس|ساعدوني|سيقتلني',
      hi: 'maar dalega|dhamki|dar lagta|gala daba diya',
    },
  },
};
