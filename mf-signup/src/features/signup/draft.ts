import { seekingChoices, type Seeking } from '@app/shared/values';

/**
 * The sign-up draft (spec §3: email, name, password, date_of_birth, signup_message), kept across
 * steps and reloads in this tab. Never the password: after a reload it is typed again.
 */
export interface SignupDraft {
  email: string;
  name: string;
  date_of_birth: string;
  signup_message: string;
  /** The invitation of an invite-only site, from the link the visitor came by. */
  invite: string;
  /** Whom the visitor would like to meet, asked at step 0 (issue 25 §2); '' until asked. */
  seeking: Seeking | '';
}

const DRAFT_KEY = 'signup-draft';

export const emptyDraft: SignupDraft = {
  email: '',
  name: '',
  date_of_birth: '',
  signup_message: '',
  invite: '',
  seeking: '',
};

export function loadDraft(): SignupDraft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<SignupDraft>;
    // Only the draft's own fields are read back: whatever else was stored (never a password).
    const field = (name: keyof SignupDraft) =>
      typeof stored[name] === 'string' ? stored[name] : emptyDraft[name];
    return {
      email: field('email'),
      name: field('name'),
      date_of_birth: field('date_of_birth'),
      signup_message: field('signup_message'),
      invite: field('invite'),
      seeking: seekingChoices.find((choice) => choice === stored.seeking) ?? '',
    };
  } catch {
    return emptyDraft;
  }
}

export function saveDraft(draft: SignupDraft): void {
  const { email, name, date_of_birth, signup_message, invite, seeking } = draft;
  try {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ email, name, date_of_birth, signup_message, invite, seeking }),
    );
  } catch {
    // Storage refused: the draft lives as long as the modal.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
}

const PROFILE_STEP_KEY = 'signup-profile-step';

/**
 * The profile step a new member is on (steps 1 to 4 come after the account exists), so a reload
 * goes on where they were instead of jumping to the end.
 */
export function loadProfileStep<T extends string>(steps: readonly T[]): T | null {
  try {
    const stored = sessionStorage.getItem(PROFILE_STEP_KEY);
    return steps.find((step) => step === stored) ?? null;
  } catch {
    return null;
  }
}

export function saveProfileStep(step: string | null): void {
  try {
    if (step === null) sessionStorage.removeItem(PROFILE_STEP_KEY);
    else sessionStorage.setItem(PROFILE_STEP_KEY, step);
  } catch {
    // Not kept: a reload shows the confirm screen, from which the profile can be finished later.
  }
}
