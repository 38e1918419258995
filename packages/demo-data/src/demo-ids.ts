/**
 * Fixed 24-hex ids (valid ObjectIds) so every service seeds its own part of the demo and they agree.
 * Layout: 8-hex family tag + 16-hex sequence number.
 */
const families = {
  company: '7e4e0001',
  user: '7e4e0002',
  project: '7e4e0003',
  schedule: '7e4e0004',
  membership: '7e4e0005',
  calendar: '7e4e0006',
  activity: '7e4e0007',
  link: '7e4e0008',
  entitlement: '7e4e0009',
  task: '7e4e000a',
} as const;

export type DemoIdFamily = keyof typeof families;

export function demoId(family: DemoIdFamily, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`demo id sequence must be a positive integer, got ${sequence}`);
  return families[family] + sequence.toString(16).padStart(16, '0');
}
