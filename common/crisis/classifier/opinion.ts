/**
 * The trained classifier as the engine's second opinion (`ScreenOptions.secondOpinion`). It reads the text
 * as written (its own folding and n-grams); it is asked only when the rules leave a text below medium.
 * Importing this module loads the weights (about 56 KB gzip): the server imports it directly, the submit
 * form loads it lazily so the weights stay out of the first dashboard bundle.
 */
import type { SecondOpinion as EngineOpinion, SecondOpinionModel } from '../concepts/features';
import { type ScreenOptions, screenText } from '../screen';
import type { CrisisResult } from '../types';
import { type SecondOpinionModel as Classifier, defaultSecondOpinionModel } from './model';

/** A classifier in the engine's shape; `classifierOpinion` is the committed one, training checks use others. */
export const opinionOf =
  (classifier: () => Classifier): SecondOpinionModel =>
  (features): EngineOpinion | undefined => {
    const opinion = classifier().secondOpinion(features.text);
    if (opinion.level === 'none' && opinion.sure === undefined) return undefined;
    const words = opinion.topFeatures.length > 0 ? `: ${opinion.topFeatures.join(', ')}` : '';
    const { sure } = opinion;
    return {
      level: opinion.level,
      probability: opinion.probability,
      reason: `learned second opinion ${opinion.probability.toFixed(2)}${words}`,
      ...(sure && {
        sure: {
          level: sure.level,
          reason: `learned second opinion, ${sure.level} ${sure.probability.toFixed(2)}${words}`,
        },
      }),
    };
  };

/** `possible` marks a possible concern, `medium` raises; the reason names the probability and top features. */
export const classifierOpinion: SecondOpinionModel = opinionOf(defaultSecondOpinionModel);

/** The engine the product runs: the rules and concept ladder, then the learned second opinion. */
export function screenWithSecondOpinion(text: string, options: ScreenOptions = {}): CrisisResult {
  return screenText(text, {
    lexicon: options.lexicon,
    categoryId: options.categoryId,
    secondOpinion: classifierOpinion,
  });
}
