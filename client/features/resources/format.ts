import { BookOpen, Brain, Download, FileText, Headphones, Heart, type LucideIcon, Video } from 'lucide-react';
import type { ResourceDifficulty, ResourceType } from '../../../common/schemas/resources';

/** The resource types and their words and icons (spec 3 §9 "Resources"). */
export const TYPE_LABELS: Record<ResourceType, string> = {
  article: 'Article',
  video: 'Video',
  audio: 'Audio',
  exercise: 'Exercise',
  tool: 'Tool',
  worksheet: 'Worksheet',
};

const TYPE_ICONS: Record<string, LucideIcon> = {
  article: FileText,
  video: Video,
  audio: Headphones,
  exercise: Brain,
  tool: Heart,
  worksheet: Download,
};

export function typeIcon(type: string): LucideIcon {
  return TYPE_ICONS[type] ?? BookOpen;
}

export function typeLabel(type: string): string {
  return TYPE_LABELS[type as ResourceType] ?? 'Resource';
}

export const DIFFICULTY_LABELS: Record<ResourceDifficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** Green beginner, yellow intermediate, red advanced; dark text on a light tint for AA contrast. */
export const DIFFICULTY_CLASSES: Record<ResourceDifficulty, string> = {
  beginner: 'border-transparent bg-emerald-50 text-emerald-800',
  intermediate: 'border-transparent bg-amber-50 text-amber-800',
  advanced: 'border-transparent bg-red-50 text-red-800',
};

/** Counts as "950", "1.2K", "3.4M" (spec 3 §9: K at 1,000, M at 1,000,000, one decimal). */
export function compactCount(n: number): string {
  if (n >= 1_000_000) return `${trimDecimal(n / 1_000_000)}M`;
  if (n >= 1_000) return `${trimDecimal(n / 1_000)}K`;
  return String(n);
}

function trimDecimal(value: number): string {
  return (Math.floor(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

/** A rating to one decimal, clamped to 0-5. */
export function ratingText(rating: number): string {
  return Math.min(5, Math.max(0, rating)).toFixed(1);
}

/** Percent satisfaction: rating / 5 * 100, rounded (spec 3 §2.5). */
export function satisfaction(rating: number): number {
  return Math.round((Math.min(5, Math.max(0, rating)) / 5) * 100);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Spec 3 §9: 'Just now', 'N min ago', 'N hour(s) ago', 'N day(s) ago' under a week, then the date. */
export function savedAgo(iso: string | null | undefined, now: Date = new Date()): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(at)) return 'Unknown time';
  const elapsed = Math.max(0, now.getTime() - at);
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  }
  if (elapsed < 7 * DAY) {
    const days = Math.floor(elapsed / DAY);
    return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  }
  return new Date(at).toLocaleDateString();
}

/** Only http and https addresses ever become links; anything else (javascript:, data:, file:) is dropped. */
export function safeResourceUrl(url: string | null | undefined): string | undefined {
  const text = url?.trim();
  if (!text) return undefined;
  try {
    const parsed = new URL(text);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The link a share copies: the library opened at this resource. */
export function shareLink(id: number, origin: string = window.location.origin): string {
  return `${origin}/resources?resource=${id}`;
}

/** `?resource={id}` read back: a positive whole number, else null. */
export function linkedResourceId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The tags a card shows (2 in the grid, 3 in the list) and how many more there are. */
export function visibleTags(tags: readonly string[], max: number): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}
