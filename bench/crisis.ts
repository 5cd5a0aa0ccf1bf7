/**
 * Crisis screening speed: screening a 5,000-character ticket description (the longest the form
 * allows) must take under 2 ms, so the submit form can screen on every keystroke and the server adds
 * nothing noticeable to ticket creation.
 *
 * It measures the engine the product runs: lexicon rules, concept ladder and the learned second opinion
 * (asked whenever the rules leave a text below medium, so a harmless text pays for all three), on Latin
 * and on Chinese text (each Chinese character is a token).
 *
 * Run: npx tsx bench/crisis.ts   (exit 0 on PASS, 1 on FAIL)
 */

import { performance } from 'node:perf_hooks';
import { screenWithSecondOpinion } from '../common/crisis/classifier/opinion';
import { defaultCompiledLexicon } from '../common/crisis/index';
import { percentile } from './support';

const BUDGET_MS = 2;
const TEXT_LENGTH = 5_000;
const WARM_UP_CALLS = 300;
const MEASURED_CALLS = 2_000;

const ORDINARY_SENTENCES = [
  'Hi, I am a second year student in the biology program and I have a question about my lab schedule.',
  'The portal shows my housing deposit as outstanding even though I paid it in March.',
  'This exam is killing me, I have studied for twelve hours straight and I am dead tired.',
  'Could someone check whether my accommodation letter was sent to my professors?',
  'For the operating systems project we fork a child process and kill the process if it hangs.',
  'My laptop died during the online quiz and I would like to know if I can retake it.',
  'I am overwhelmed with my course load and cannot sleep before exams, is there a workshop?',
  'The shuttle from the north residence hall leaves at 7:10 and the next one is at 8:40.',
  'Please shoot me an email when the schedule for the tutoring sessions is published.',
  'I need to take 2 tablets of ibuprofen for my migraines, can I bring them into the exam?',
  "I'm cutting back on my work hours to focus on finals, and I'd kill for a coffee right now.",
  'My grandmother passed away last month and I need an extension on my statistics paper.',
];

const CHINESE_SENTENCES = [
  '你好，我是生物专业二年级的学生，想问一下实验课的时间安排。',
  '门户网站显示我的住宿押金还没付，但我三月份已经付过了。',
  '这次考试简直要了我的命，我连续学了十二个小时，累死了。',
  '请问我的课程调整信可以发给任课老师吗？',
  '期末前我压力很大，睡不着觉，学校有没有相关的讲座？',
  '北区宿舍的班车七点十分出发，下一班是八点四十。',
  '我的电脑在线上测验的时候没电了，请问可以补考吗？',
  '我奶奶上个月去世了，我需要统计学论文延期。',
];

const CRISIS_SENTENCES = [
  "Honestly I've been struggling a lot and some nights I just want to die.",
  "Also I wanted to mention that I've been saving up my sleeping pills and I think about using them.",
  'I keep thinking everyone would be better off if I was gone and I do not know who to talk to.',
];

/** Ordinary ticket prose of exactly `length` characters, optionally with crisis sentences buried inside. */
function buildText(
  length: number,
  buried: readonly string[],
  seed: number,
  ordinary: readonly string[] = ORDINARY_SENTENCES,
): string {
  const sentences: string[] = [];
  let size = 0;
  let index = seed;
  while (size < length) {
    const sentence = ordinary[index % ordinary.length] ?? '';
    sentences.push(sentence);
    size += sentence.length + 1;
    index += 7;
  }
  buried.forEach((sentence, position) => {
    sentences.splice(Math.floor(((position + 1) * sentences.length) / (buried.length + 1)), 0, sentence);
  });
  return sentences.join(' ').slice(0, length);
}

function average(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function main(): number {
  const texts = [
    { name: 'harmless', text: buildText(TEXT_LENGTH, [], 0) },
    { name: 'harmless, other order', text: buildText(TEXT_LENGTH, [], 5) },
    { name: 'buried crisis', text: buildText(TEXT_LENGTH, CRISIS_SENTENCES, 3) },
    { name: 'Chinese, harmless', text: buildText(TEXT_LENGTH, [], 0, CHINESE_SENTENCES) },
  ];
  const screenText = (text: string) => screenWithSecondOpinion(text);
  const compileStart = performance.now();
  defaultCompiledLexicon();
  console.log(`default lexicon compiled in ${(performance.now() - compileStart).toFixed(1)} ms`);

  for (let call = 0; call < WARM_UP_CALLS; call += 1) {
    for (const { text } of texts) screenText(text);
  }

  let failed = false;
  for (const { name, text } of texts) {
    const result = screenText(text);
    const timings: number[] = [];
    for (let call = 0; call < MEASURED_CALLS; call += 1) {
      const start = performance.now();
      screenText(text);
      timings.push(performance.now() - start);
    }
    timings.sort((left, right) => left - right);
    const mean = average(timings);
    // The slowest 1% on a shared machine are mostly the process being descheduled, not screening;
    // they are reported (p99, mean) but the verdict uses the median and the mean of the other 99%.
    const steadyMean = average(timings.slice(0, Math.ceil(timings.length * 0.99)));
    const p50 = percentile(timings, 0.5);
    const p99 = percentile(timings, 0.99);
    const pass = p50 < BUDGET_MS && steadyMean < BUDGET_MS;
    failed ||= !pass;
    console.log(
      `${name.padEnd(22)} ${text.length} chars, level ${result.level.padEnd(8)} mean ${mean.toFixed(3)} ms ` +
        `(fastest 99%: ${steadyMean.toFixed(3)})  p50 ${p50.toFixed(3)} ms  p99 ${p99.toFixed(3)} ms  ` +
        `${pass ? 'PASS' : 'FAIL'}`,
    );
  }
  console.log(
    `${failed ? 'FAIL' : 'PASS'}: budget ${BUDGET_MS} ms per call (p50 and mean of the fastest 99%)`,
  );
  return failed ? 1 : 0;
}

process.exitCode = main();
