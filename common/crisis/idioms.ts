/**
 * Known harmless uses of risky words: hyperbole ("this exam is killing me"), technical language
 * ("kill the process"), everyday errands ("catch the bus at 7:40"). A harmless use suppresses only the
 * match whose first or last word it covers, never the whole text, so "this exam is killing me and I
 * want to kill myself" is still flagged.
 *
 * Pattern syntax: words separated by spaces; "a|b" is either word; "*" is any one word; "..." is up to
 * eight words within the same sentence. Words are normalised like the text, so "killing" also covers
 * "kill" and "killed"; "~self", "~poss" and "~obj" stand for any reflexive, possessive or object
 * pronoun ("myself", "her", "them").
 */

const TRIP =
  'abroad|break|summer|semester|graduation|airport|trip|holiday|holidays|vacation|move|moving|exchange|' +
  'flight|internship|weekend|christmas|thanksgiving|spring|winter|host|term|station|farewell|party|leave|' +
  'leaving|transfer|transferring|year|graduate|graduating|retire|retires|retiring|retirement|leaves';
const SCHOOL_ROLE =
  'professor|prof|teacher|instructor|ta|tutor|advisor|adviser|doctor|dean|landlord|roommate|boss|manager|' +
  'coach|lecturer|department|office|registrar|class|supervisor|lab|group|mentor|parents';
const HYPERBOLE_ACTIVITY =
  'give|do|take|present|sit|eat|wear|retake|read|write|call|ask|watch|listen|attend|work|study|talk|sing|' +
  'dance|speak|use|pay|share|admit|apologize|apologise|email|text|redo|repeat|join|spend|drive|walk|cook|' +
  'fail|lose|miss|go|be|have|touch|drink|learn|deal|sit';
const SPORT =
  'playing|lifting|running|skiing|skating|training|exercising|climbing|biking|cycling|dancing|falling|' +
  'snowboarding|surfing|hiking|swimming|rowing|boxing|wrestling|practicing|practising|tripping|slipping';

const GROUP_EVENT =
  'charity|society|soc|club|team|fundraiser|fundraising|race|challenge|gala|regatta|plunge|dip|festival|rag|tradition';

export const HARMLESS_PATTERNS: readonly string[] = [
  // A poisons helpline is help, not a means ("my mum called the poison line, he is fine now").
  'poison|poisons line|control|centre|center|helpline|hotline|information|unit',
  // Hyperbole about study and life.
  'be kill ~obj',
  'kill ~self laughing|trying|studying|working|over|doing',
  'kill ~self to finish|get|make|pass|meet|keep|stay',
  'kill ~self at work',
  'kill ~self for a|an|the|this|that|these|those|my|our|grades|marks',
  'kill ~poss budget|vibe|mood|grade|grades|gpa|chances|back|feet|buzz|appetite|time|wallet|social',
  'kill for a|an|some',
  'kill time',
  'make|makes|made ~obj want to jump out|off * window|roof|balcony',
  // A jump said and then called a joke in the same sentence ("i'm jumping off the library roof (joking, obviously)").
  // Not a bare "joking": "not joking" is how risky lines insist.
  'jump off|out ... joking obviously',
  'jump off|out ... obviously joking',
  'jump off|out ... jk',
  'jump off|out ... just kidding|joking',
  'strangle|throttle ~obj lol|lmao|haha',
  // Said as a manner of speaking ("i could honestly strangle him"): a wish, not a threat told with a time or a way.
  'could honestly|literally|actually strangle|throttle ~obj',
  // A wish to disappear laughed off in its sentence ('want to disappear after tripping on stage lmao'): only lmao.
  'want|wanted to disappear ... lmao|lmfao',
  // Revenge inside a game ('blew up my minecraft house so i'm plotting revenge').
  'minecraft|roblox|fortnite|terraria|sims|mario ... revenge',
  'revenge ... minecraft|roblox|fortnite|terraria|sims|mario',
  // Someone "will kill me" over a small thing of theirs eaten, borrowed or spilt ("if I eat his hummus again he'll kill me").
  'eat|borrow|finish|wear|spill|scratch|dent|crash ... will kill ~obj',
  // A dull or awkward event "so boring I wanted to die".
  'so boring|dull|tedious|awkward|embarrassing|cringe|cringey|cringy * want to die',
  'so boring|dull|tedious|awkward|embarrassing|cringe|cringey|cringy that * want to die',
  'strangle|throttle ~obj ... jk|kidding',
  // A vow on failing an exam laughed off in its sentence ("ich bring mich um wenn ich durchfalle lol").
  // Only after an exam failed and with a laugh: "kein Spaß" is how a risky line insists.
  'bring mich um wenn ich durchfall|durchfalle|durchfliege|versage ... lol|haha|xd|hahaha',
  'academic|social|career|political|professional|financial suicide',
  // Said to be figurative in so many words, or a thing "is basically suicide".
  'strangle|throttle|kill|murder|punch|slap|smack|stab|hit ~obj ... figuratively|metaphorically',
  'is|be|was|s basically|literally|practically|pure|actual|total|absolute|just suicide',
  'die|dying on this|that|the hill',
  'die|dying of embarrassment|boredom|laughter|laughing|cringe|shame|curiosity|suspense|heat|cold|hunger|thirst',
  'dying to know|see|hear|try|meet|go|get|find|read|watch|eat|visit|talk|tell|ask|start|finish|sleep',
  `rather die than ${HYPERBOLE_ACTIVITY}`,
  `rather die than * ${HYPERBOLE_ACTIVITY}`,
  'want to die|dye ~poss hair',
  'ready to die on',
  'burn ~self out',
  'burn ~self on|with the|a|my|some stove|oven|pan|kettle|iron|pot|grill|hob|tray|coffee|tea|curling|candle|soup|water|toaster',
  'burn ~self cooking|baking|ironing|making|while|accidentally',
  'burn ~self by accident',
  `hurt ~self ${SPORT}`,
  'hurt ~self at|during|in the|a|my|practice gym|game|match|practice|training|fall|accident|lab|tournament|race|rehearsal|workout|shift',
  'hurt ~self at|during|in gym|practice|training|rehearsal|football|rugby|soccer|basketball|volleyball|work|pe',
  'cut ~self shaving|cooking|chopping|opening|slicing|accidentally|while',
  'cut ~self by accident',
  'cut ~self on a|the|some can|paper|box|glass|tin|lid',
  'hurt someone|people|anyone|everyone|others|somebody|anybody|everybody feeling',
  'hurt someone|people|anyone|everyone|others|somebody|anybody|everybody * feeling',
  'hurt ~poss * feeling',
  "hurt * 's feeling",
  "hurt * * 's feeling",
  'hurt ~poss feeling|chances|grade|grades|gpa|application|back|knee|ankle|wrist|shoulder|leg|foot|hand|neck',
  // Cutting that is not self-harm.
  'cutting class|classes|lecture|lectures|school|edge|board|costs|cost|back|down|corners|it|out|ties|weight',
  'cutting carbs|sugar|hair|onions|vegetables|grass|budget|budgets|tuition|funding|paper|fabric|wood|tiles',
  'cutting glass|coupons|deals|hours|shifts|expenses|spending|loose|remarks|room|comments|off|through',
  // Not "in" or "up" alone: "fresh cuts in my arm", "cutting up my arms" are self-harm.
  'cutting in line|front|queue|ahead|traffic|lane',
  'cutting up onions|vegetables|veg|fruit|meat|chicken|paper|cardboard|boxes|food|fabric|wood',
  'cutting a|the|my|our|some|his|her|their|this|that|these|those class|lecture|lectures|budget|cake|pizza|bread',
  'cutting a|the|my|our|some|his|her|their|this|that|these|those grass|hair|paper|cord|line|deal|ribbon|scene',
  'cutting a|the|my|our|some|his|her|their|this|that|these|those film|video|clip|costs|hours|shifts|fabric',
  'cutting a|the|my|our|some|his|her|their|this|that|these|those pattern|vegetables|onions|meat|wood|wire|tape',
  'cutting a|the|my|our|some|his|her|their|this|that|these|those seminar|course|courses|credits|ties|crap',
  'cost|budget|hair|paper|wood|price|tax|job|rate|cookie|coupon|ribbon|stone|metal|glass|laser cutting',
  'the|a cutting board|edge|room|floor|tool|tools|machine|mat|station',
  // Overdose jokes and academic uses.
  'overdose|overdosing on|of caffeine|coffee|sugar|candy|chocolate|energy|redbull|red|monster|netflix|tiktok',
  'overdose|overdosing on|of memes|homework|work|studying|cuteness|anime|kdramas|gaming|pizza|carbs|espresso',
  'overdose|overdosing on|of tea|vitamin|vitamins|information|content|love|drama|sun|sunshine|matcha|dopamine',
  'caffeine|coffee|sugar|netflix|information|vitamin|cuteness|meme|dopamine overdose',
  // A drink or a snack named after a word of its own ("overdosed on iced lattes", "overdosing on oat flat whites").
  'overdose|overdosing on|of * coffee|coffees|latte|lattes|espresso|espressos|cappuccino|cappuccinos|mocha|mochas|tea',
  'overdose|overdosing on|of * americano|americanos|matcha|boba|chai|caffeine|sugar|chocolate|energy|snacks|cookies',
  'overdose|overdosing on|of latte|lattes|cappuccino|cappuccinos|mocha|mochas|boba|chai|americano|snacks|cookies|biscuits',
  // Skipping meals to save room for a meal or free food to come ("starving myself till the free pizza at 6").
  'starve ~self till|until|til|before|for ... pizza|dinner|lunch|buffet|brunch|feast|bbq|barbecue|meal|food|free',
  // ... or till the money comes in ("starving myself till payday").
  'starve ~self till|until|til|before payday|payday|pay|paycheck|paycheque|wages|salary|loan|grant|bursary',
  // A jump vowed on a condition of study or work ("if I see another regression table", "if i read one more essay").
  'jump off|out ... if i see|read|hear|mark|grade another|one',
  // ... or told before the jump ("if i have to read one more page of Kant i'm jumping out the library window").
  // Only a piece of study and only out of a window: "one more message from him ... off the bridge" stays.
  'read|see|mark|grade|write|do one more|another page|chapter|paper|essay|article|slide|reading|line|word|proof ... jump|jumping out the|a|this window',
  'read|see|mark|grade|write|do one more|another page|chapter|paper|essay|article|slide|reading|line|word|proof ... jump|jumping out the|a|this * window',
  // ... or on a piece of work done "one more time" ("redo this lab report one more time im jumping out the window").
  'one more time ... jump|jumping out the|a|this window',
  'one more time ... jump|jumping out the|a|this * window',
  // A jump vowed on a device that fails again ("if the printer jams one more time").
  'jump off|out ... if the|my|this printer|wifi|laptop|router|computer|code|portal|moodle|canvas|website|server|kettle|microwave|compiler',
  // A device or a connection down, and "gonna kms" about it ("wifi down again, gonna kms").
  'wifi|internet|printer|laptop|router|portal|moodle|canvas|website|server|app down|crashed|froze|broke|died ... go to kill ~self',
  // A controller or a phone thrown in a game's rage ("i'm going to throw my controller off the balcony").
  'time i be go to throw|rage|quit|uninstall|smash|chuck|yeet',
  'time i go to throw|rage|quit|uninstall|smash|chuck|yeet',
  'overdose it',
  // A device or a connection that is bad or slow, and a jump over it ("the wifi here is so bad i want to jump off a bridge").
  'wifi|eduroam|internet|signal|connection|printer|laptop|router|portal ... bad|slow|awful|terrible|trash|down|useless ... jump off|out',
  'wifi|eduroam|internet|signal|connection|printer|laptop|router|portal ... bad|slow|awful|terrible|trash|down|useless ... jump off a|the bridge|roof|window|building|cliff',
  // A death in a game told with the game's name ("killed myself in minecraft digging into lava").
  'kill ~self minecraft|roblox|fortnite|terraria|sims|valorant|skyrim|zelda|game|survival|hardcore|creative',
  'kill ~self * minecraft|roblox|fortnite|terraria|sims|valorant|skyrim|zelda|game|survival|hardcore|creative',
  // A study chore redone, then "mi ammazzo" (Italian) or "quero morrer" after laughter (Portuguese).
  'presentazione|esame|esami|compito|relazione|tesi|verifica|interrogazione|slide|progetto ... mi ammazzo',
  'vai me matar ... quero morrer',
  'kkk|kkkk|kkkkk|kkkkkk|kkkkkkk|rsrs|hahaha quero morrer',
  // Letters or cards to a host family before leaving an exchange.
  'goodbye letter|letters|card|cards|note|notes to ~poss host family|families|mum|dad|parents',
  // Help asked for someone else thought to be harming themselves ("a friend who i think is restricting food").
  'friend|flatmate|roommate|housemate|classmate|sister|brother|cousin who i think be restricting|purging|starving',
  // A vow on one more piece of study, laughed off ("one more presentation on porter's five forces i'll shoot myself 😂").
  'one more|another presentation|lecture|seminar|meeting|webinar|powerpoint|essay|lab|group|deadline|module|reading ... shoot|kill ~self',
  // A device or a connection that drops or dies, and a jump or a walk into the sea over it ("every time eduroam
  // drops i want to jump off the library roof lmao", "laptop died mid-essay and honestly i want to walk into the sea").
  'wifi|eduroam|internet|printer|laptop|router|portal|moodle|canvas|connection|phone|computer drop|crash|die|freeze|lag|break ... jump off|out',
  'wifi|eduroam|internet|printer|laptop|router|portal|moodle|canvas|connection|phone|computer drop|crash|die|freeze|lag|break ... walk into the sea|ocean|sunset',
  // A jump done as a group for an event ("we're jumping off the pier into the sea for the swim society charity
  // event"): only "we" with a club, a charity or a race named. "we're going to jump off the pier tonight" stays.
  `we be|we jump|jumping off|into ... ${GROUP_EVENT}`,
  `we jump|jumping off|into ... ${GROUP_EVENT}`,
  `${GROUP_EVENT} ... we be|we jump|jumping off|into`,
  // A game quit for good ("gg i'm uninstalling. goodbye forever").
  'uninstall|uninstalling|quit|quitting|deleting|delete ... goodbye|bye forever',
  // A scene told of a character ("the finale ... when she says goodbye to everyone and walks into the sea").
  'when she|he|they say goodbye to everyone|everybody ... walk into the sea|ocean|water|sunset',
  // "kms" over an early lecture ("kms. 9am lecture again").
  'kill ~self 8am|9am|early lecture|lectures|seminar|class|lab|tutorial',
  'uninstall|uninstalling|uninstalled goodbye|bye forever',
  // A bone broken in a sport or a fall ("broke my nose playing rugby"), not by someone.
  'broke|broken ~poss nose|jaw|arm|rib|ribs|wrist|leg|ankle|finger|toe ... playing|rugby|football|hockey|boxing|skiing|fall|fell|accident|match|training|game|crash',
  // A win in a game called in its own words ("gg ez, killed them all").
  'gg ez ... killed them|em all',
  'killed them|em all ... gg ez',
  // Technical and everyday language.
  'kill|stop|end the|a|this|that|my|all|every process|processes|job|jobs|task|tasks|server|thread|threads',
  'kill|stop|end the|a|this|that|my|all|every program|app|application|script|session|terminal|shell|container',
  'kill switch|switches|signal|command|chain|count|streak|shot|screen|feed|cam|zone',
  'shoot ~obj a|an email|message|text|dm|note|line|msg|reply|invite',
  'shoot for',
  'shoot ~self in the foot',
  'photo|video|film shoot',
  'shoot up the last|next|list|ranks|leaderboard|charts|rankings|league',
  'hit ~obj up',
  'it|this|that|reality|realisation|realization|then|suddenly|what|grief|stress|anxiety|homesickness hit ~obj',
  'beat ~obj at|in|to|by',
  'until|till|til i beat ~obj',
  'beat ~obj why|how|what|where|whether',
  'it|that|this|what beat ~obj',
  'follow ~obj on|back|up',
  'following ~obj on|back|up',
  'kick ~obj out of the|this|my|our|a class|group|chat|lab|lecture|library|room|team|club|course|program|server',
  'nerf|water|glue|heat|staple|airsoft|paintball|toy|hot|nail gun',
  'gun violence|control|policy|laws|law|rights|safety|culture|ownership',
  'rope for',
  'climbing|jump|skipping|tow|safety|rock rope',
  'rope and|or|plus carabiners|karabiners|harness|harnesses|chalk|quickdraws|belay|helmet|crampons',
  'unconscious bias|mind|level|processes|thought|thoughts|biases|self',
  'no hope of|for getting|passing|finishing|the|this|that|a|my|ever',
  'no way out of the|this|my|a|that|contract|lease|class|course|agreement|deal|building|parking|room|meeting',
  'even with a gun to ~poss head',
  'put a gun to ~poss head',
  'end it with ~obj',
  // A contract, a booking or a membership ended before its time ("how to end it early").
  'end it early|earlier',
  'end|ending things with|between',
  'it|that|this|what|which|your|his|her touch ~obj',
  'word|words|message|speech|story|letter|gesture|video|movie|film|song|book|kindness|support touch ~obj',
  'touch ~obj deeply|so|greatly|emotionally|much',
  'it|that|this would|will|could hurt ~obj',
  'want it to stop rain|raining|snow|snowing|ringing|beeping|crashing|lagging|freezing|glitching|buffering',
  'revenge ... game|match|rematch|team|tournament|league|round',
  'end it with ~poss boyfriend|girlfriend|partner|ex|bf|gf|husband|wife|roommate|landlord|friend',
  'make them pay back|the|a|rent|fee|fees|deposit|money|~obj|~poss|it|tuition',
  'make them pay for the|my|a|damage|damages|repairs|rent|it|parking|deposit|tuition',
  'it will be too late to|for|if|because|by|when',
  'this is ~poss last message before|about|regarding|to|on|in|for',
  'if i be gone for|during|on|over|from|this|next',
  'if i disappeared for|during|from',
  'not go on the|a|our|my|vacation|holiday|trip|trips|exchange|placement|leave|break|campus|tour',
  'not go on tours|stage|site|online|social|with|field|strike|record|medication|meds',
  'not keep going to|back|out|in|there|home|through',
  'not breathe through|out of',
  'not breathing properly|right',
  'hate ~self for missing|forgetting|procrastinating|waiting|sleeping|leaving|choosing|signing|picking',
  'hate ~self for taking|doing|not|skipping|eating|buying|saying|spending|letting|ignoring',
  'hopeless at|with|romantic|case|cause',
  'dog|cat|puppy|kitten|pet|pets|horse|animal|animals|rescue ... abused',
  'not want to live in|on|off|with|at|near|there|here|downtown|together|dorm|dorms|residence|housing',
  'not want to live in the|a|an|my|our|dorm|dorms|residence|halls|housing|apartment|student|campus',
  'want out of the|this|that|my|class|course|program|contract|lease|group|chat|deal|major',
  'let go of',
  'almost|nearly cut|hurt|burn|kill ~self',
  'no meaning to|for|in the|in this|at all',
  'bring ~det gun to the range|range|club|safety',
  'shoot ~det|my|some|our film|video|movie|photo|photos|picture|pictures|shot|hoops|scene|documentary|vlog',
  'shoot ~det|my|some|our commercial|email|message|text|reel|short|music|clip|episode|project|content',
  'shoot my|~det shot',
  'want to shoot hoops|pool|photos|videos|film|movies|for',
  'given away my|our|~det free|old|spare|extra|textbook|textbooks|book|books|notes|ticket|tickets|seat|spot',
  `goodbye everyone ... ${TRIP}`,
  'carbon monoxide detector|alarm|sensor',
  `goodbye ... ${TRIP}`,
  'hopeless about finding|getting|parking|fixing|passing|learning|understanding|figuring|winning|booking',
  `not be here anymore ... ${TRIP}`,
  'time i go to|home|back|out|and|bed|sleep|now|shopping',
  'one more time',
  'every|each|next time i',
  'ready to go to|home|back|out|for|when|if|with|on|at|in|shopping',
  'pick the day for|of|when|that|to',
  'kick ~obj under|off|in|out',
  'took ~poss phone charger|case|to|for|by',
  'push ~obj to|into|toward|towards|forward|harder|out',
  'do to ~self in|on|at|for|during|by|over|with|when',
  'time for me to go to|home|back|out|and|bed|sleep|now|shopping',
  'nearly|almost have a heart attack',
  'give ~obj a heart attack',
  'never wake up on|in time',
  'never wake up early|before|for|at|when|until|to|with|without|happy|rested|feeling|refreshed',
  // Coded phrases that also have plain meanings.
  'catch|catching the bus to|at|from|home|back|into|in|on|every|each|so|and|because|or|tomorrow|today|after',
  'catch|catching the bus before|with|for|instead|downtown|there|here|this|that|when|if|but|then|later|early',
  'catch|catching the bus late|again|daily|everyday|anyway|though|too|instead|usually|normally|sometimes|tho',
  'have|has|had|need|needs|got|must|should|want|try|trying|forgot|forget|miss|missed to catch the bus',
  `say|saying goodbye ... ${TRIP}`,
  'say|saying goodbye to ~poss host|old|childhood|dog|cat|pet|apartment|dorm|room|hometown|friends|roommate',
  'say|saying goodbye to the|this|that class|dorm|city|campus|team|group|semester|course|program|club|old',
  `say|saying goodbye to ~poss|the|our ${SCHOOL_ROLE}`,
  'say|saying ~poss goodbye to the|~poss flat|house|halls|hall|room|apartment|dorm|place|city|campus|course',
  'burden asking|bothering|emailing|writing|messaging|again|but',
  'burden for asking|bothering|emailing|writing|messaging',
  'sorry to be a burden',
  'give away ... textbook|textbooks|book|books|notes|furniture|ticket|tickets|old|free|food|samples|prizes',
  'give away ... merch|plants|before|when|because|clothes|moving|graduation|since|spare|extra|kitchen',
  `write a note to|for the|my|our|a ${SCHOOL_ROLE}`,
  `write a note to|for ${SCHOOL_ROLE}`,
  'write a note in|on|about|during|of|with|at|under|on',
  'doctor|doctors|medical|sick|sticky|thank|lecture|class|side|quick|short|brief|little note',
  'tell ~poss mom|dad|parents|family i love ~obj ... call|birthday|christmas|visit|trip|card',
  'want to disappear into|under ~poss bed|blanket|room|books|duvet',
  'disappear forever from|into the|my|our|this group|chat|class|course|list|email|mailing',
  // Damage with an everyday cause ("the storm broke the door", "my landlord broke the lock"): no one at home is the
  // danger.
  'storm|wind|flood|landlord|landlady|burglar|burglars|builder|builders|contractor|contractors|caretaker|plumber ... break|broke|broken|smash|smashed',
  'maintenance|firefighters|firefighter|police|bailiff|bailiffs|movers|workmen|tree|ice|locksmith ... break|broke|broken|smash|smashed',
  // A prescription carried to a pharmacy or a doctor, not taken.
  'take|took|bring|brought ~poss whole prescription to the|a|my pharmacy|pharmacist|chemist|doctor|gp|clinic',
  // A height asked for a vehicle or a delivery ("how high is the car park ... if my van fits").
  'how high ... van|vans|lorry|truck|minibus|campervan|fit|fits|clearance|headroom|height limit',
  // An illness come back ("relapsed with a cold again"), not self-harm.
  'relapse|relapsed|relapsing with|into a|my|the cold|flu|fever|cough|infection|covid|virus|bronchitis|tonsillitis|migraine|migraines|asthma|sinusitis|glandular|chest|ear|throat|stomach|tummy',
  // A harmless cause of marks named with them ("marks on my arms from a cat scratch").
  'mark|marks|scratch|scratches|cut|cuts|bruise|bruises on ~poss arm|arms|leg|legs|hand|hands|wrist|wrists from|after a|the|my cat|dog|kitten|puppy|bike|fall|climbing|gardening|eczema|rash|allergy|allergic|vaccine|vaccination|injection|blood',
];
