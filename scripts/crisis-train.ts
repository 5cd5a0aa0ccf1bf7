// npm run crisis:train: retrains the crisis second opinion (decision 0040) from the corpus, the tuning set, the
// held-out rounds the engine has been tuned on (never a sealed or untuned one) and the plain requests, long texts
// read as bags of the windows the model scores; writes common/crisis/classifier/weights.json and prints precision
// and recall of "raise" on the held-back fifth of the corpus and tuning sentences, by language. Deterministic: the
// same data gives the same file byte for byte. Add --check to compare with the committed file instead of writing it.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { trainingCases } from '../common/crisis/classifier/data';
import { evaluateHeldBack, formatHeldBack } from '../common/crisis/classifier/evaluate';
import { createSecondOpinionModel } from '../common/crisis/classifier/model';
import { trainSecondOpinion } from '../common/crisis/classifier/train';

const target = fileURLToPath(new URL('../common/crisis/classifier/weights.json', import.meta.url));
const check = process.argv.includes('--check');

const started = performance.now();
const cases = trainingCases();
const result = trainSecondOpinion(cases);
const seconds = ((performance.now() - started) / 1000).toFixed(1);

console.log(
  `Trained on ${result.trainedOn} of ${cases.length} sentences in ${seconds} s ` +
    `(${cases.length - result.trainedOn} held back).`,
);
console.log(
  `Thresholds (from out-of-fold training scores): possible concern at P(risky) >= ${result.file.thresholds.possible}, ` +
    `medium at P(medium or above) >= ${result.file.thresholds.medium}.`,
);
console.log(
  `Weights: ${(result.json.length / 1024).toFixed(1)} KB raw, ` +
    `${(gzipSync(result.json, { level: 9 }).length / 1024).toFixed(1)} KB gzip.\n`,
);
console.log('## Held-back sentences (never trained on)\n');
console.log(formatHeldBack(evaluateHeldBack(createSecondOpinionModel(result.file), cases)));

if (check) {
  const committed = readFileSync(target, 'utf8');
  if (committed !== result.json) {
    console.error(
      '\nweights.json differs from a fresh training run: run npm run crisis:train and commit it.',
    );
    process.exit(1);
  }
  console.log('\nweights.json matches a fresh training run.');
} else {
  writeFileSync(target, result.json);
  console.log(`\nWrote ${target}`);
}
