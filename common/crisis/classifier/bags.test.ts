import { describe, expect, it } from 'vitest';
import { trainingCases } from './data';
import { probabilities, riskyOf, strongestWindow } from './fit';
import { classifyText } from './model';
import { BAG_TRAIN_OPTIONS, trainSecondOpinion } from './train';
import rawWeights from './weights.json';
import { checkWeights, decodeWeights } from './weights-format';
import { windowFeatures } from './windows';

describe('multiple-instance training', () => {
  it('scores the same windows as the model', () => {
    const file = checkWeights(rawWeights);
    const fitted = { weights: Float64Array.from(decodeWeights(file)), bias: Float64Array.from(file.bias) };
    const text =
      'Heating broken in Maple Hall\nThe radiator has been cold since Sunday. I want to kill myself tonight. ' +
      'Could maintenance take a look';
    const windows = windowFeatures(text, file.bits);
    // Four segments: four single windows and three pairs.
    expect(windows.map(({ first, last }) => [first, last])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    const deciding = strongestWindow(fitted, windows, riskyOf);
    expect(deciding?.window.first).toBe(2);
    expect(riskyOf(deciding?.p ?? [])).toBeCloseTo(1 - classifyText(text).none, 5);
    expect(probabilities(fitted, windows[0]?.features ?? windowFeatures('x', 14)[0]!.features)).toHaveLength(
      5,
    );
  });

  it('gives the same weights byte for byte for the same bags', { timeout: 60_000 }, () => {
    const cases = trainingCases()
      .filter((_, index) => index % 10 === 0)
      .map((entry, index) =>
        index % 3 === 0
          ? { ...entry, text: `Room change request\n${entry.text} Thank you.`, source: 'round' as const }
          : entry,
      );
    const options = { ...BAG_TRAIN_OPTIONS, epochs: 4, folds: 2 };
    expect(trainSecondOpinion(cases, options).json).toBe(trainSecondOpinion(cases, options).json);
  });
});
