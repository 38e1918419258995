import type { OnboardingStep } from '../access-common/access-types';

/** Spec 2.1: the page of each onboarding step. */
export function onboardingPath(step: OnboardingStep, token: string): string {
  switch (step) {
    case 'company':
      return `/company/${token}`;
    case 'project':
      return `/confirmationproject/${token}`;
    case 'schedules':
      return `/schedules/${token}`;
    case 'invite':
      return `/invite/${token}`;
    default: {
      const unknownStep: never = step;
      throw new Error(`unknown onboarding step ${String(unknownStep)}`);
    }
  }
}

/** `WRONG_STEP` carries the step reached in `details.step`. */
export function stepOfWrongStep(details: unknown): OnboardingStep | null {
  if (typeof details !== 'object' || details === null || !('step' in details)) return null;
  const step = details.step;
  return step === 'company' || step === 'project' || step === 'schedules' || step === 'invite' ? step : null;
}
