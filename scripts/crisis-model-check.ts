// npx tsx scripts/crisis-model-check.ts: trains the crisis second opinion in memory with one tuned round left
// out (or takes the committed weights with --committed) and measures the full engine (rules, concepts, second
// opinion) on what decides whether a model can be the product's: the left-out round (flagged / at level /
// false alarms), the 440 plain requests of ordinary.test.ts, the plain check set, the demo seed's ordinary
// tickets and the held-back corpus sentences. Never reads a sealed round.
//   --leave-out=H21   the round measured; training takes every other round tuned on (default H21)
//   --committed       measure the committed weights.json instead of training
//   --whole           read round texts whole instead of as bags of windows
//   --no-rounds       train on the corpus and tuning set only (with the plain requests, unless --no-plain)
//   --no-plain        leave the plain requests out of training
//   --other=0.1 --warmup=2 --harmless-windows=1 --possible-rate=0.05 --medium-rate=0.01   training options
//   --list            print the texts behind every count
import { PLAIN_REQUESTS, TUNED_ROUNDS, trainingCases } from '../common/crisis/classifier/data';
import { evaluateHeldBack } from '../common/crisis/classifier/evaluate';
import { createSecondOpinionModel, defaultSecondOpinionModel } from '../common/crisis/classifier/model';
import { opinionOf } from '../common/crisis/classifier/opinion';
import { BAG_TRAIN_OPTIONS, trainSecondOpinion } from '../common/crisis/classifier/train';
import { HELD_OUT_ROUNDS } from '../common/crisis/evaluation/held-out';
import { ORDINARY_REQUESTS } from '../common/crisis/evaluation/ordinary';
import { PLAIN_CHECK } from '../common/crisis/evaluation/plain-check';
import { evaluateRound } from '../common/crisis/evaluation/report';
import { screenText } from '../common/crisis/screen';
import { levelRank } from '../common/crisis/types';
import { STUDY_STORIES } from '../server/db/seed/demo-ticket-texts';
import { DESK_STORIES } from '../server/db/seed/demo-ticket-texts-desk';
import { MONEY_AND_HOUSING_STORIES } from '../server/db/seed/demo-ticket-texts-money';
import { WELLBEING_STORIES } from '../server/db/seed/demo-ticket-texts-wellbeing';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const value = (name: string): number | undefined => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found === undefined ? undefined : Number(found.slice(name.length + 3));
};
const leaveOut = args.find((arg) => arg.startsWith('--leave-out='))?.slice(12) ?? 'H21';
const list = flag('list');

let classifier = defaultSecondOpinionModel();
if (!flag('committed')) {
  const rounds = flag('no-rounds') ? [] : TUNED_ROUNDS.filter((name) => name !== leaveOut);
  const base = flag('whole') ? { ...BAG_TRAIN_OPTIONS, bagSources: [] } : BAG_TRAIN_OPTIONS;
  const options = {
    ...base,
    otherWindows: value('other') ?? base.otherWindows,
    bagWarmupEpochs: value('warmup') ?? base.bagWarmupEpochs,
    harmlessWindows: value('harmless-windows') ?? base.harmlessWindows,
    harmlessPossibleRate: value('possible-rate') ?? base.harmlessPossibleRate,
    harmlessMediumRate: value('medium-rate') ?? base.harmlessMediumRate,
    epochs: value('epochs') ?? base.epochs,
    plainWeight: value('plain-weight') ?? base.plainWeight,
    plainPossibleRate: value('plain-rate') ?? base.plainPossibleRate,
    thresholdSources: (args
      .find((arg) => arg.startsWith('--threshold-sources='))
      ?.slice(20)
      .split(',') ?? base.thresholdSources) as typeof base.thresholdSources,
  };
  const cases = trainingCases({ rounds, plain: flag('no-plain') ? [] : PLAIN_REQUESTS });
  const started = performance.now();
  const result = trainSecondOpinion(cases, options);
  console.log(
    `Trained on ${result.trainedOn} texts (rounds ${rounds.join(',') || 'none'}) in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s; thresholds ${JSON.stringify(result.file.thresholds)}; ` +
      `${(result.json.length / 1024).toFixed(1)} KB raw`,
  );
  classifier = createSecondOpinionModel(result.file);
} else console.log('Committed weights.json');
const opinion = opinionOf(() => classifier);
const screen = (text: string) => screenText(text, { secondOpinion: opinion });

const held = evaluateHeldBack(classifier, trainingCases()).all;
console.log(
  `Held-back corpus and tuning sentences: raised ${held.raised}/${held.risky} risky, ` +
    `false raises ${held.falseRaises}/${held.harmless}, medium ${held.seriousAtMedium}/${held.serious}, ` +
    `false medium ${held.falseMedium}`,
);

function plainFigures(name: string, texts: readonly string[]): void {
  const escalated: string[] = [];
  const possible: string[] = [];
  for (const text of texts) {
    const result = screen(text);
    if (levelRank(result.level) >= levelRank('medium')) escalated.push(`${result.level}: ${text}`);
    else if (result.possible_concern) possible.push(text);
  }
  console.log(
    `${name}: ${escalated.length} escalated, ${possible.length} possible concern of ${texts.length}`,
  );
  if (list)
    for (const text of [...escalated, ...possible.map((text) => `possible: ${text}`)])
      console.log(`  ${JSON.stringify(text)}`);
}
plainFigures('Plain requests (ordinary.test.ts)', ORDINARY_REQUESTS);
plainFigures(
  'Plain check set',
  PLAIN_CHECK.map((entry) => entry.text),
);
const demo = [...STUDY_STORIES, ...MONEY_AND_HOUSING_STORIES, ...WELLBEING_STORIES, ...DESK_STORIES].filter(
  (story) => !story.crisis,
);
plainFigures(
  'Demo seed ordinary tickets',
  demo.map((story) => `${story.subject}\n${story.description}`),
);
const refund = screen(
  'Housing deposit refund\nMy housing deposit has not been refunded after moving out in May.',
);
console.log(`Housing deposit refund: ${refund.level}${refund.possible_concern ? ', possible concern' : ''}`);

const round = HELD_OUT_ROUNDS.find((entry) => entry.name === leaveOut);
if (round) {
  const { all } = evaluateRound(round.cases, screen);
  let harmlessPossible = 0;
  let riskyPossible = 0;
  for (const entry of round.cases) {
    const result = screen(entry.text);
    if (!result.possible_concern || levelRank(result.level) >= levelRank('medium')) continue;
    if (entry.label === 'harmless') harmlessPossible += 1;
    else riskyPossible += 1;
  }
  console.log(
    `${round.name} (left out): flagged ${all.flagged}, at level ${all.atLevel}, at level or above ` +
      `${all.atLeastLevel} of ${all.risky} risky (${riskyPossible} of the rest a possible concern); ` +
      `false alarms ${all.falseAlarms} of ${all.harmless} harmless (${harmlessPossible} more a possible concern)`,
  );
}
