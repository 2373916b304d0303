/** CPU seconds of a /proc stat file: its own, and its waited-for children's; null if unreadable. */
export function cpuOf(path: string): { own: number; children: number } | null;
