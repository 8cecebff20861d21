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
}

const DRAFT_KEY = 'signup-draft';

export const emptyDraft: SignupDraft = {
  email: '',
  name: '',
  date_of_birth: '',
  signup_message: '',
  invite: '',
};

export function loadDraft(): SignupDraft {
  try {
    const stored = sessionStorage.getItem(DRAFT_KEY);
    const draft = stored
      ? { ...emptyDraft, ...(JSON.parse(stored) as Partial<SignupDraft>) }
      : emptyDraft;
    // Whatever an older version may have kept, the password is never read back.
    return { ...draft, ...({ password: undefined } as object) } as SignupDraft;
  } catch {
    return emptyDraft;
  }
}

export function saveDraft(draft: SignupDraft): void {
  const { email, name, date_of_birth, signup_message, invite } = draft;
  try {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ email, name, date_of_birth, signup_message, invite }),
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
