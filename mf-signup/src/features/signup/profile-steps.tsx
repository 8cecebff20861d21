import { useState } from 'react';
import { AboutStep } from './about-step';
import { loadProfileStep, saveProfileStep } from './draft';
import { LocationStep } from './location-step';
import { PersonalStep } from './personal-step';
import { PhotoStep } from './photo-step';

/** Steps 1 to 4 (spec §2): the profile, filled in once the account exists. */
export const PROFILE_STEPS = ['photo', 'about', 'personal', 'location'] as const;
export type ProfileStep = (typeof PROFILE_STEPS)[number];

/** Where a member who reloads in the middle of the profile steps goes on, if anywhere. */
export const storedProfileStep = () => loadProfileStep(PROFILE_STEPS);

/**
 * The profile steps one after the other, each skippable, the current one kept across a reload.
 * Used by the sign-up modal after the account step and by `/complete-signup` for accounts made
 * elsewhere (a lander).
 */
export function ProfileSteps({
  onStep,
  onFinished,
}: {
  /** Told the step shown, for a progress bar. */
  onStep?: (step: ProfileStep) => void;
  onFinished: () => void;
}) {
  const [step, setStep] = useState<ProfileStep>(() => storedProfileStep() ?? 'photo');
  const next = () => {
    const following = PROFILE_STEPS[PROFILE_STEPS.indexOf(step) + 1];
    saveProfileStep(following ?? null);
    if (!following) return onFinished();
    setStep(following);
    onStep?.(following);
  };
  const back = () => {
    const before = PROFILE_STEPS[PROFILE_STEPS.indexOf(step) - 1];
    if (!before) return;
    saveProfileStep(before);
    setStep(before);
    onStep?.(before);
  };
  return (
    <>
      {step === 'photo' && <PhotoStep onDone={next} />}
      {step === 'about' && <AboutStep onDone={next} onBack={back} />}
      {step === 'personal' && <PersonalStep onDone={next} onBack={back} />}
      {step === 'location' && <LocationStep onDone={next} onBack={back} />}
    </>
  );
}
