import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** The first word of a name, for greetings ("Welcome, Jordan"). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
