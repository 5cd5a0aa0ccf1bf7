// npm run crisis:eval: the crisis engine on the tuning set and on every held-out round, by kind and
// language: recall (flagged at medium or above), the labelled level exactly and at least, and false alarms
// on harmless look-alikes. Add --misses to list every case the engine got wrong.
import { HELD_OUT_ROUNDS } from '../common/crisis/evaluation/held-out';
import { evaluateRound, formatTally } from '../common/crisis/evaluation/report';
import { EVALUATION_SET } from '../common/crisis/evaluation-set';

const showMisses = process.argv.includes('--misses');

const tuning = evaluateRound(EVALUATION_SET.map((entry) => ({ ...entry, level: null, language: 'en' })));
const t = tuning.all;
console.log('## Tuning set (every earlier round, folded in)\n');
console.log(
  `${t.risky} risky: ${((100 * t.flagged) / t.risky).toFixed(1)}% flagged; ` +
    `${t.harmless} harmless: ${((100 * t.falseAlarms) / t.harmless).toFixed(1)}% false alarms\n`,
);

for (const round of HELD_OUT_ROUNDS) {
  const report = evaluateRound(round.cases);
  console.log(
    `## Held-out round ${round.name} (written ${round.written}${round.note ? `; ${round.note}` : ''})\n`,
  );
  console.log(formatTally('all', [['all', report.all]]));
  console.log('');
  console.log(
    formatTally(
      'kind',
      [...report.byKind.entries()].sort(([a], [b]) => a.localeCompare(b)),
    ),
  );
  console.log('');
  console.log(
    formatTally(
      'language',
      [...report.byLanguage.entries()].sort(([a], [b]) => a.localeCompare(b)),
    ),
  );
  console.log('');
  if (showMisses) {
    for (const miss of report.misses)
      console.log(
        `- [${miss.kind}/${miss.language}] expected ${miss.expected}, got ${miss.got}: ${miss.text}`,
      );
    console.log('');
  }
}
