import { type ClassValue, clsx } from 'clsx';
import { twMerge } from './class-merge';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
