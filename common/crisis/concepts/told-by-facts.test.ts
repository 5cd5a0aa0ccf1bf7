import { describe, expect, it } from 'vitest';
import { levelOf, quiet } from './test-helpers';

describe('risk told by its facts (ladder-told.ts)', () => {
  it.each([
    ['at the tracks now', 'critical'],
    ['estoy en el puente. perdón', 'critical'],
    ['je suis sur le pont. pardon', 'critical'],
    ['auf der brücke gerade. tut mir leid', 'critical'],
    ['在天台上了', 'critical'],
  ] as const)('being at a height, water or rail in a bare chat line: %s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'on the bridge now, the sunset is unreal 📸',
    'on the roof rn for drinks, come up',
    'tô na ponte, chego em 5 min',
    'took all my books back to the library',
    'took them all to the charity shop, see you all next term',
    'my kitchen knife is in my bag for the cooking class, hes in the kitchen already',
    'on the bridge now, nearly at campus',
    'estoy en la azotea con los del club de fotografía',
    'je suis sur le pont des arts avec ma soeur',
    'bin auf dem dach vom wohnheim, grillen mit allen',
    'tô no viaduto, trânsito parado',
    '在桥上了，马上到',
    'the kettle is in my bag, hes in the kitchen',
    'skipped dinner again because the canteen closed early',
    'if i leave the society will they post the video of the gig?',
    "after i send this i'm going to bed lol",
    'bye everyone, see you after the holidays!',
    'my nose is bleeding and wont stop, soaked through a tissue lol',
    'the printer on the 3rd floor is broken again',
    'whats the deepest part of the lake for our diving club trip',
  ])('stays quiet when the frame is everyday: %s', (text) => {
    quiet(text);
  });

  it.each([
    ['swallowed them all. bye', 'critical'],
    ['took everything in the cabinet an hour ago, my ears are ringing and im throwing up', 'critical'],
    ['shes in the seminar room. i have my dads pistol in my bag', 'critical'],
    ['ele tá na biblioteca e eu trouxe a faca na mochila', 'critical'],
    ["he's kicking the door and screaming, im hiding with the lights off", 'critical'],
    ['mi padre llegó borracho otra vez y está rompiendo cosas, estoy encerrada en el baño', 'critical'],
    ['wenn ich ihn verlasse, schickt er die bilder an alle', 'high'],
    ['两天只喝水，今天上课晕倒了', 'high'],
    ['solo agua desde el lunes y hoy me desmayé en clase', 'high'],
    ['the cut is soaking through the bandage, a whole roll of tissue gone', 'critical'],
    ['ya no es solo una idea, ya elegí el día', 'high'],
    ['had my stomach pumped because of the pills last week, back in halls now like nothing happened', 'high'],
  ] as const)('an act, a weapon, danger or a sign told by what is done: %s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    ['the garage at my aunts house is airtight. shes away all week', 'high'],
    ['bought a length of nylon cord today. not for camping', 'high'],
    ['shes outside my door again', 'high'],
    ['got a months supply of my sleeping tablets in my drawer. tonight once everyones asleep', 'critical'],
    ['ho ricominciato a tagliarmi, sulle braccia così nessuno vede', 'high'],
    ['又用刀片划了手臂，只能穿长袖', 'high'],
    ['hab ein messer in meiner tasche und er wird sehen', 'high'],
    ['the bruises are from him, i said i fell', 'high'],
    ['whats the point of signing up for next year. i wont be around', 'high'],
  ] as const)(
    'a place checked, a means ready, an injury hidden, a threat or danger told by its facts: %s -> %s',
    (text, level) => {
      expect(levelOf(text)).toBe(level);
    },
  );

  it.each([
    'my ex will kill me if i forget his birthday again lol',
    'My flatmate will kill me if I forget the bin rota again, which day is collection?',
  ])('danger told again only at the door, not in an idiom: %s', (text) => {
    quiet(text);
  });

  it.each([
    ["after i post this i'm going through with it", 'critical'],
    ["tonight's when i do it. thank you all", 'critical'],
    ['heute nacht ist es vorbei. danke für alles', 'critical'],
    ['今晚就结束了。谢谢你们', 'critical'],
    ['الليلة أنهي كل شي. شكرا لكم', 'critical'],
    ["j'ai tout pris. pardon", 'critical'],
    ['he tomado todas. lo siento', 'critical'],
    ['il est devant chez moi tous les soirs', 'high'],
    ['كل ليله واقف عند سكني', 'high'],
    ['wenn ich schluss mache, stellt er meine fotos online', 'high'],
    ['je ne mange plus depuis 5 jours et je me suis évanouie en cours', 'high'],
    ['no para de sangrar y ya empapé la toalla', 'critical'],
    ["ça traverse la serviette, ça s'arrête pas", 'critical'],
    ['es blutet durch das handtuch', 'critical'],
    ['血止不住，毛巾都湿透了', 'critical'],
    ['真希望睡着了就不要醒来', 'medium'],
    ['kaash main so jaun aur uthun hi nahi', 'medium'],
    ['si ce prof me recale encore il va le regretter, je sais où il habite', 'high'],
    ['要是那个老师再挂我，我就让他好看，我知道他住哪', 'high'],
    ['إذا رسبني الدكتور مرة ثانية راح يندم، أعرف وين يسكن', 'high'],
    ['is the railway crossing near halls ever unmanned at night', 'high'],
  ] as const)('farewells, acts, stalking and danger signs in the nine languages: %s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('constructions of H18 made complete across the languages', () => {
  it.each([
    ['ya me tome todo. lo siento', 'critical'],
    ['tomei tudo, desculpa', 'critical'],
    ['hab alles genommen. sorry', 'critical'],
    ['ho preso tutto, scusate', 'critical'],
    ['sab kha li. sorry', 'critical'],
    ['took it all. sorry', 'critical'],
    ["it's not stopping and the towel is soaked", 'critical'],
    ['la sangre no para, no deja de sangrar', 'critical'],
    ['伤口血一直在流，血流不止', 'critical'],
    ['الدم ما وقف، ينزف كثير', 'critical'],
    ['si me vuelve a humillar le parto la cara, se donde vive', 'high'],
    ['se ele me humilhar de novo vou quebrar a cara dele, sei onde ele mora', 'high'],
    ['se il prof mi boccia ancora gli rompo la faccia, so dove parcheggia', 'high'],
    ['wenn er das nochmal macht, bring ich mein messer mit', 'high'],
    ['لو الدكتور رسبني بجيب السكين', 'high'],
    ["sometimes i imagine slamming my roommate's head into the door", 'medium'],
    ["des fois j'ai envie de frapper mon coloc", 'medium'],
    ['mann karta hai roommate ka sar phod du', 'medium'],
    ['我真的想揍死我室友', 'medium'],
  ] as const)(
    'acts told by their object, bleeding told twice, threats and fantasies: %s -> %s',
    (text, level) => {
      expect(levelOf(text)).toBe(level);
    },
  );

  it.each([
    "thanks for covering my shift, i'll return the favour next week",
    'tomei tudo que precisava pra prova',
    'hab alles genommen was ich für die reise brauche',
    'my nose is bleeding, its not stopping lol',
    "mon coloc m'a laissé garder mon chat pour de bon",
    'ho lasciato il cane da mia madre per il weekend',
    '把我的猫托给室友照顾一周，下周回来',
    'le deje las llaves a mi vecina, vuelvo el lunes',
    'i wrote the passwords for my laptop on a card for my sister before the trip',
    'este examen me esta matando, me quiero morir jajaja',
    'ce partiel va me tuer mdr',
    'essa prova vai me matar kkkk',
  ])('stays quiet in the everyday frame beside them: %s', (text) => {
    quiet(text);
  });
});

describe('acts under way, plans and stalking told by their facts in the nine languages', () => {
  it.each([
    ['took all my lamictal an hour ago and my vision is blurry', 'critical'],
    ['hab vor einer stunde die ganzen tabletten genommen, alles dreht sich', 'critical'],
    ['my dad is drunk and smashing things, he has a knife', 'critical'],
    ['ya me subi al barandal del puente', 'critical'],
    ['hab den Strick schon besorgt', 'high'],
    ['er hat gedroht, meine Bilder online zu stellen, wenn ich gehe', 'high'],
    ["il me suit depuis la fac, il sait où j'habite", 'high'],
    ['不是想想而已，我在想具体怎么做', 'high'],
    ['wofür ich das alles noch mache, weiß ich nicht', 'medium'],
    ['الليلة خلاص، الحبوب جاهزة', 'critical'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'pra que continuar esse curso se eu vou trocar de area',
    'a quoi bon continuer ce tuto, il est nul',
    'de que adianta continuar estudando pra essa prova kkkk',
    'my cat is smashing stuff off the shelves again lol',
    'vor einer halben stunde habe ich die tabletten für die allergie genommen, alles gut',
    'took my lamotrigine an hour ago as usual, feeling fine',
    'which train doesnt stop at Fenwick, I need the one that does for my commute',
    'mach ich es morgen oder heute nacht, die Hausarbeit?',
  ])('stays quiet in the everyday frame: %s', (text) => {
    quiet(text);
  });
});

describe('restriction by numbers, errands with absence and recoveries told as over', () => {
  it.each([
    ['800 cals max today, anything more and i feel sick', 'medium'],
    ['faz dias que so tomo cafe e hoje desmaiei no onibus', 'high'],
    ['ho disdetto il telefono, tanto non mi serve più', 'high'],
    ['khana khaake ulti karta hu, gale mein khoon aa raha hai', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'kms if the printer jams again',
    'what are the max calories i can eat on a cut? asking for the gym',
    'ho disdetto la palestra perche mi trasferisco a Milano',
    'in first year i was suicidal and the counselling service helped loads. can i volunteer with them?',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('weapons meant for someone, things given for good and conditional threats in the nine languages', () => {
  it.each([
    ['bought a knife today. its for him', 'high'],
    ['compré un cuchillo, es para ella', 'high'],
    ["j'ai acheté un couteau, c'est pour lui", 'high'],
    ['hab mir ein messer gekauft, das ist für ihn', 'high'],
    ['comprei uma faca, é pra ele', 'high'],
    ['ho comprato un coltello, è per lui', 'high'],
    ['买了一把刀，是给他准备的', 'high'],
    ['اشتريت سكين، هي له', 'high'],
    ['chaaku khareed liya, uske liye hai', 'high'],
    ['my sister can keep my cat for good. thanks for everything', 'high'],
    ['mi hermana se puede quedar con mi gato para siempre. gracias por todo', 'high'],
    ['meine schwester darf meine katze für immer behalten. danke für alles', 'high'],
    ['minha irmã pode ficar com meu gato pra sempre. obrigada por tudo', 'high'],
    ['si me vuelve a suspender se va a arrepentir, sé dónde vive', 'high'],
    ['wenn er mich nochmal durchfallen lässt, wird er es bereuen, ich weiß wo er wohnt', 'high'],
    ['se mi boccia ancora se ne pentirà, so dove abita', 'high'],
    ['ça saigne encore, la serviette est trempée', 'critical'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'bought a new kitchen knife set, its for my mum for christmas',
    'compré un cuchillo de cocina, es para el curso de cocina',
    'my grandma gave me her ring for good, i will treasure it',
    'moving to canada for good, giving away my desk',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('methods with their time and mixes under way', () => {
  it.each([
    ['my dads rifle is in the garage and nobody will be home till sunday', 'critical'],
    ['la escopeta de mi papá está en el armario y no hay nadie en casa hasta el lunes', 'critical'],
    ['das gewehr von meinem vater liegt im schrank, niemand zu hause bis montag', 'critical'],
    ['爸爸的枪在柜子里，家里没人', 'critical'],
    ['mezclé las pastillas con vodka, me cuesta respirar', 'critical'],
    ['i know which trains dont stop at the halt and when it passes', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'mixed vodka and coke at the party, room is spinning lol',
    'nobody is home this weekend, film night at mine?',
    'which train doesnt stop at Fenwick, I need the one that does for my commute',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('control and stalking by their facts, past overdoses named in German and Italian', () => {
  it.each([
    ['my boyfriend doesnt let me see my friends anymore', 'medium'],
    ['mon copain ne me laisse pas voir mes amis', 'medium'],
    ['meu namorado não me deixa ver meus amigos', 'medium'],
    ['il mio ragazzo non mi lascia vedere i miei amici', 'medium'],
    ['someone keeps making new accounts to message me and they know my address', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'the app doesnt let me see my grades yet',
    'my prof yells at me if i am late, is that allowed',
    'para farmacologia: dosis letal de ibuprofeno, necesito fuentes',
    'notes from the psych lecture on stalking and harassment laws?',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('a place waved goodbye to in emoji, debts paid to leave clean', () => {
  it.each([
    ['🚆🛤️ 👋', 'high'],
    ['🏢👋', 'high'],
    ['paid back everyone i owed, feels good to leave with a clean slate', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    '🌊🏄👋 see u at the beach',
    'new semester, starting with a clean slate',
    'unsubscribed from everything, my inbox is finally clean',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});
