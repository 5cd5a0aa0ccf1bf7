/**
 * The default crisis lexicon: data, not code. It seeds the database, where admins add, edit and
 * disable keywords. Phrases are written in plain words as students write them; matching normalises
 * both sides the same way, so "can't" also matches "cant" and "can not", "kill myself" also matches
 * "k1ll myself", "kms" and "killed herself", and "want to die" also matches "wanted to die".
 *
 * Weights run with severity: low 10-35, medium 40-65, high 66-89, critical 90-100. Phrases that are
 * often harmless ("cutting", "catch the bus", "wrote a note") stay here; their harmless uses are
 * recognised by the built-in suppression rules (idioms.ts), phrase by phrase.
 */
import type { CrisisCategory, CrisisLexiconEntry, CrisisSeverity } from './types';

const phrases = (
  category: CrisisCategory,
  severity_level: CrisisSeverity,
  weight: number,
  keywords: string,
): CrisisLexiconEntry[] =>
  keywords
    .split('|')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword.length > 0)
    .map((keyword) => ({ keyword, category, severity_level, weight }));

export const DEFAULT_CRISIS_LEXICON: readonly CrisisLexiconEntry[] = [
  // Imminent act: happening now or within hours.
  ...phrases(
    'imminent_act',
    'critical',
    98,
    'going to kill myself tonight|about to kill myself|about to end my life|have the pills in my hand|' +
      'pills in front of me|razor in my hand|blade in my hand|holding a razor|holding the razor|holding a knife|' +
      'holding the pills|holding a gun|' +
      'knife in my hand|gun in my hand|gun to my head|rope around my neck|the noose is ready|tied a noose|' +
      "standing on the edge|standing on the ledge|on the edge of the roof|my last night alive|won't be alive tomorrow|" +
      "last day alive|can't keep myself safe|not safe from myself",
  ),
  ...phrases(
    'imminent_act',
    'critical',
    92,
    "don't think i can keep myself safe|not sure i can keep myself safe|unable to keep myself safe|" +
      'this is my last message|by the time you read this|by the time anyone reads this|' +
      'by the time someone reads this|by the time you see this|cut too deep|can not stop the bleeding',
  ),
  // Violence to others.
  ...phrases(
    'violence_to_others',
    'critical',
    97,
    'going to shoot up the|shoot up the school|shoot up the campus|shoot up the building|shoot everyone|' +
      'kill everyone|kill them all|bring a gun to school|bring a gun to class|bring a gun to campus|' +
      'plant a bomb|going to bomb the|going to stab him|going to stab her|gun to school|gun to class|gun to campus|' +
      'bring a gun|want to shoot|' +
      'make everyone pay|make them all pay',
  ),
  ...phrases(
    'violence_to_others',
    'high',
    82,
    'hurt someone|hurt somebody|hurt people|hurt other people|hurt others|kill someone|kill somebody|' +
      'kill people|want to kill him|want to kill her|want to kill them|want to kill my|going to kill him|' +
      'going to kill her|going to kill them|make them suffer|stab someone|shoot someone|thoughts of hurting others|thoughts of hurting someone|' +
      'urge to hurt someone|urges to hurt people|afraid i will hurt someone|scared i will hurt someone',
  ),
  ...phrases(
    'violence_to_others',
    'medium',
    58,
    'so angry i could hurt|lose control and hurt|snap and hurt|make them pay|make them all regret|' +
      'want to hurt them|hurt the people who|get revenge|make him pay|make her pay|know where he lives|' +
      'know where she lives',
  ),
  // Medical emergency.
  ...phrases(
    'medical_emergency',
    'critical',
    96,
    'overdosed|i overdosed|took an overdose|took too many pills|took a whole bottle|swallowed a whole bottle|' +
      "swallowed all my pills|took all my pills|swallowed the pills|isn't waking up|is not waking up|" +
      "she won't wake up|he won't wake up|they won't wake up|can't wake her|can't wake him|can't wake them|not breathing|isn't breathing|" +
      "unconscious|having a seizure|can't breathe and chest pain|chest pain and can't breathe|" +
      'having a heart attack|bleeding heavily|losing a lot of blood|lost a lot of blood|need an ambulance|' +
      'call an ambulance|called an ambulance|call 911|called 911|poisoned myself|drank bleach|alcohol poisoning|' +
      'drank the bleach|drank some bleach|swallowed bleach|swallowed the bleach|swallowed some bleach|' +
      'drank antifreeze|swallowed antifreeze|drank weed killer|swallowed weed killer',
  ),
  ...phrases(
    'medical_emergency',
    'medium',
    55,
    "can't breathe|chest pain|my chest hurts|chest is tight|i think i'm dying|feel like i'm dying|passed out and|" +
      'coughing up blood|throwing up blood|overdosing',
  ),
  // Explicit suicidal ideation.
  ...phrases(
    'explicit_ideation',
    'high',
    88,
    'kill myself|killing myself|end my life|ending my life|take my own life|take my life|taking my life|' +
      'commit suicide|committing suicide|suicidal thoughts|suicidal ideation|thoughts of suicide|' +
      'thinking about suicide|thinking of suicide|considering suicide|contemplating suicide|' +
      'tried to kill myself|attempted suicide|suicide attempt|attempt suicide|want to die|want to be dead|' +
      'deserve to die|should just die|' +
      "end it all|ending it all|feel like ending it|thinking about ending it|don't want to live|" +
      "don't want to be alive|" +
      'no reason to live|nothing to live for|not worth living|life is not worth living|point of living|' +
      'point in living|why should i live|why am i still alive|why am i alive|hang myself|hanging myself|' +
      'shoot myself|shooting myself|jump off a bridge|jump in front of a train|jump off a building|' +
      'jump off the roof|slit my wrists|drown myself|poison myself|overdose on purpose|unalive|sewerslide|' +
      'sewer slide|self delete|self-delete|suicidal|kms|ready to die|want to end it|plan to kill myself|' +
      'going to end it|going to kill myself|how to end it|how to end my life|how to die|ways to end it|' +
      'end things|ending things|drive my car into|crash my car on purpose|drive off a bridge|' +
      'drive into traffic|walk into traffic|step into traffic|hate being alive|tired of being alive|' +
      'already decided how|decided how i would|decided how to do it|' +
      'use it on myself|use the gun on myself|use a gun on myself|turn the gun on myself|nothing left to live for|' +
      "don't care if i die|don't care if i live|relieved if i died|feel like dying|do something to myself|" +
      'make it look like an accident|voices telling me to|voices tell me to|' +
      "don't deserve to live|don't deserve to be alive|any reason to keep living|any reason to live|" +
      'reason to keep living|wish i could die|telling me to end it|tells me to end it|told me to end it|' +
      'step in front of|stepping in front of|throw myself in front of|walk in front of a|might do to myself|' +
      'could do to myself|do to myself|want to stop breathing|' +
      'drive off the bridge|drive off a cliff|drive off the roof|should just drive off|' +
      'last day on earth|last night on earth|last week on earth|last semester on earth|last days on earth|' +
      "hope i don't survive|not survive the night|" +
      "don't want to survive|can't keep living|keep living like this|planning how to do it|" +
      'planned how to do it|when i finally decide|' +
      'think about letting go|just let go|the rope ready|' +
      'rope is ready|have the rope|took too much of my|on the train tracks|at the train tracks|' +
      'standing on the tracks|and then myself|want everything to stop|everything to stop forever|' +
      "want everything to end|can't see myself being alive|" +
      "can't see myself living|don't see myself being alive|" +
      'engine running in the garage|car running in the garage|in the closed garage|exhaust pipe|bleed out|' +
      'how long does it take to die|painless way|crash my car|stay alive much longer|' +
      "can't stay alive|step off the platform|in front of the train|when the train comes|" +
      'existence is a mistake|i am a mistake|' +
      "shouldn't exist|should not exist",
  ),
  ...phrases(
    'explicit_ideation',
    'medium',
    62,
    "suicide|catch the bus|ctb|don't trust myself with|don't trust myself around|want it all to end|want it to end|" +
      'wish it would all end|wish i could die|think about dying|thinking about dying|let me die|' +
      'not want to wake up again',
  ),
  // Plan or means.
  ...phrases(
    'plan_or_means',
    'high',
    88,
    'saving up my pills|saving my pills|saved up my pills|saving up pills|stockpiling pills|stockpiling my meds|' +
      'stockpiling my pills|hoarding pills|hoarding my meds|hoarding my pills|collecting pills|bought a rope|' +
      'bought rope|got a rope|bought a gun|got a gun|buy a gun|how many pills it takes|how many pills would|' +
      'lethal dose|painless way to die|painless ways to die|ways to die|easiest way to die|' +
      'quickest way to die|ways to kill myself|how to kill myself|how to hang myself|how to overdose|' +
      'have a plan to end|have a plan to kill|planned how i would|planning my suicide|plan my death|' +
      'suicide plan|know how i would do it|know how i would kill myself|noose|tie a noose|how i would do it|' +
      'have the means|plan and the means|pick the day|' +
      'take all my pills at once|take all of my pills at once',
  ),
  ...phrases('plan_or_means', 'high', 78, 'overdose'),
  // Farewell or preparation.
  ...phrases(
    'farewell_or_preparation',
    'high',
    82,
    'saying goodbye to everyone|said my goodbyes|saying my goodbyes|this is goodbye|goodbye forever|' +
      'final goodbye|goodbye note|goodbye letter|goodbye letters|suicide note|wrote a letter to my family|' +
      'wrote letters to everyone|writing letters to everyone|giving away my things|giving away my stuff|' +
      'giving away my belongings|giving away all my|gave away my things|gave away my stuff|gave away all my|' +
      'getting my affairs in order|put my affairs in order|writing my will|wrote my will|' +
      'tell my family i love them|tell my mom i love her|tell my parents i love them|tell my dad i love him|' +
      'last time you will hear from me|you will not hear from me again|' +
      "won't have to worry about me|won't need to worry about me|not be around much longer|" +
      "won't be a problem much longer|it will be too late|" +
      'goodbye message|goodbye post|goodbye video|posted a goodbye|counted my pills|counting my pills|' +
      'have enough pills|enough pills to|' +
      "tell my parents i'm sorry|tell my mom i'm sorry|tell my dad i'm sorry|tell my family i'm sorry|" +
      "tell everyone i'm sorry|tell them i'm sorry|tell my friends i'm sorry|tell my family i love them|" +
      'tell everyone i love them|explaining why i did it|explain why i did it|letters to my family|' +
      'letter to my family|made peace with it|ready to go',
  ),
  ...phrases(
    'farewell_or_preparation',
    'medium',
    58,
    'saying goodbye|say goodbye|wrote a note|be around much longer|' +
      'not be here much longer|in case i am not around',
  ),
  ...phrases('farewell_or_preparation', 'low', 20, 'thank you for everything|sorry for everything'),
  // Abuse or being unsafe.
  ...phrases(
    'abuse_or_unsafe',
    'high',
    85,
    'he hits me|she hits me|hits me|he hit me|she hit me|they hit me|he beat me|she beat me|beats me|beat me up|' +
      "he hurts me|she hurts me|choked me|strangled me|not safe at home|don't feel safe|do not feel safe|" +
      'unsafe at home|threatened to kill me|threatens to kill me|' +
      'threatened to hurt me|said he would kill me|said she would kill me|being abused|abuses me|abused me|' +
      'sexually assaulted|raped me|was raped|got raped|he raped|she raped|my rapist|touched me without|' +
      'forced himself on me|forced me to have sex|stalking me|being stalked|scared for my safety|' +
      'fear for my life|afraid for my life|locked me in|told me to kill myself|keeps telling me to kill myself|' +
      'kill yourself|kys|sextortion|blackmailing me|touches me|touched me|threatening me|threatens me|' +
      "threatened me|hurt me if i|would hurt me|will hurt me|he'd hurt me|she'd hurt me|if i tell anyone|" +
      'he will kill me|she will kill me|they will kill me|being harassed|harassing me|sexually harassed|' +
      'slapped me|punched me|kicked me|pushed me|shoved me|grabbed me by the throat|by the throat|' +
      'nobody would believe me|no one would believe me|molesting me|molested me|molests me|grooming me|' +
      "not safe right now|i'm not safe|i am not safe|locks me in",
  ),
  ...phrases(
    'abuse_or_unsafe',
    'medium',
    60,
    'feel unsafe|scared of him|scared of her|afraid of him|afraid of her|following me|keeps showing up at my|' +
      'showing up at my dorm|kicked me out|nowhere to sleep|nowhere to go tonight|abusive relationship|' +
      'abusive boyfriend|abusive girlfriend|abusive partner|abusive parents|abusive father|abusive mother|' +
      'emotionally abusive|physically abusive|domestic violence|sexual assault|bullying me|being bullied|' +
      "controls everything i do|scared to go home|afraid to go home|waits outside my|waiting outside my|won't leave me alone|" +
      "took my phone|won't let me leave|doesn't let me leave",
  ),
  // Self-harm.
  ...phrases(
    'self_harm',
    'high',
    80,
    'cutting|cut myself|cutting myself|cutting again|started cutting|cut my wrists|cut my arms|cut my thighs|' +
      'cutting my arms|cutting my thighs|self harm|self harming|self harmed|self-harm|self injury|hurt myself|' +
      'hurting myself|thoughts of hurting myself|urge to hurt myself|urges to hurt myself|burning myself|' +
      'burn myself|burned myself|until they bleed|until it bleeds|until i bleed|starving myself|' +
      'relapsed on self harm|relapsed on cutting|carving into my skin',
  ),
  ...phrases(
    'self_harm',
    'medium',
    60,
    'hit myself|hitting myself|punch walls|punching walls|punched the wall|hide the scars|hide my scars|' +
      'make myself throw up|stopped eating',
  ),
  ...phrases('self_harm', 'low', 30, 'my scars'),
  // Passive wish, hopelessness, feeling a burden.
  ...phrases(
    'passive_wish',
    'medium',
    64,
    'better off without me|everyone would be better off|everyone would be happier without me|' +
      'everyone would be happier|better off if i was gone|better off if i were gone|no one would miss me|' +
      'nobody would miss me|no one would notice if i disappeared|nobody would notice if i disappeared|' +
      'no one would care if i died|nobody would care if i died|world would be better without me|' +
      'go to sleep and never wake up|sleep and never wake up|hope i do not wake up|' +
      "wish i wouldn't wake up|tired of living|done with living|death would be a relief|want to be gone",
  ),
  ...phrases(
    'passive_wish',
    'medium',
    60,
    "i'm a burden|i am a burden|being a burden|such a burden|a burden to everyone|burden to my family|" +
      'burden on my family|burden to everyone|feel like a burden|never wake up|wish i could disappear|' +
      'disappear forever|want to disappear|want to vanish|wish i was never born|wish i had never been born|' +
      "wish i were never born|hopeless|feel hopeless|so hopeless|feel worthless|i'm worthless|i am worthless|" +
      "hate myself|can't go on|can't go on like this|can't take it anymore|can't keep going|" +
      'what is the point of anything|no point in anything|nothing matters anymore|nothing will ever get better|' +
      'never going to get better|nothing is ever going to change|no way out|no hope|give up on life|' +
      "giving up on life|tired of life|tired of existing|done with life|want to sleep forever|can't see a way out|" +
      'want it all to stop|want the pain to stop|rather die|thinking about death|if i was gone|if i were gone|' +
      'if i disappeared|no one would notice|nobody would notice|nobody cares about me|no one cares about me|' +
      "don't want to wake up|wish i hadn't woken up|wish i didn't wake up|hope i never wake up|" +
      'rather not wake up|no point to anything|no point in trying anymore|no point in going on|' +
      'want it to stop|my funeral|hate living|bother living|why bother living|' +
      "should disappear|ruining everyone's life|go to sleep forever|wish i could sleep forever|" +
      'want the pain to end|end the pain|end permanently|if i was dead|if i were dead|' +
      'if i got hit by|if i get hit by|wish i would get hit by|hope i get hit by|nothing left|done trying|' +
      "wasn't here anymore|if i wasn't here|if i weren't here|easier if i was gone|easier if i wasn't here|" +
      'rather not be here|not be here anymore|waste of space|waste of oxygen|waste of air|life is meaningless|' +
      "life is pointless|my existence is pointless|reason to keep going|reason to go on|don't see the point|" +
      'do something stupid|time i go|time for me to go|better off gone|better if i died|better if i was dead|' +
      'better if i was gone|better if i were gone|tired of fighting|i want out|want out of here|' +
      'texted goodbye|texted me goodbye|posted goodbye|to whoever reads this|whoever finds this|' +
      'give up on everything|giving up on everything|would all be over|want it over|want it all over|' +
      'life has no meaning|no meaning|' +
      'sorry for the trouble i caused|not be a problem for anyone|my goodbyes|writing my goodbyes|' +
      'given away my|given my cat to|gave my cat to|gave my dog to|rehomed my cat|rehomed my dog|' +
      "goodbye everyone|goodbye world|loves me and is sorry|i love you and i'm sorry|i'm sorry and i love you|" +
      'none of this was her fault|none of this was his fault|none of this was your fault|' +
      "none of this is your fault|none of this was anyone's fault|has a razor|have a razor|" +
      'locked herself in|locked himself in|locked in the bathroom|' +
      "wish i was dead|wish i were dead|better off dead|rather be dead|hope i die|don't want to exist|want to stop existing|don't want to be here anymore|sleep and not wake up|fall asleep and never wake up|fall asleep and not wake up|wish i would die|die in my sleep|hope i die in my sleep|take me in my sleep|god take me|god would take me|if i didn't wake up|if i never woke up|rather be gone|to not exist|not to exist|not existing|death sounds peaceful|death sounds nice|death sounds good|dying sounds peaceful|death would be peaceful",
  ),
  // General distress: recorded for counselors, never a crisis on its own.
  ...phrases(
    'general_distress',
    'low',
    30,
    "can't do this anymore|can't cope|hate my life|feel empty|empty inside|dead inside|numb|worthless|" +
      'mental breakdown|nervous breakdown|breaking down|falling apart|want to give up|eating disorder|' +
      'drinking too much|relapsed|trapped|no future|what is the point|depressed|depression|panic attack|' +
      'panic attacks',
  ),
  ...phrases(
    'general_distress',
    'low',
    18,
    "stressed|so stressed|stressed out|overwhelmed|can't sleep|not sleeping|anxious|anxiety|sad|crying|" +
      "cry every day|lonely|isolated|struggling|burnt out|burned out|burnout|exhausted|drowning|can't focus|" +
      "can't eat|not eating|no motivation|useless|homesick|grief|grieving|passed away|heart is racing|" +
      'trauma|ptsd|nightmares|insomnia|miserable|scared|failing',
  ),
];
