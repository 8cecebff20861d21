import type { ReactNode } from 'react';
import type { LandingData } from '@app/shared/contracts';
import { ProofBar } from './proof-bar';
import { SignupLink } from './signup-link';

/** A lander's opening: its headline, lead, one call to action and the proof under it. */
export function LanderIntro({
  words,
  data,
  memberId,
  className = '',
  children,
}: {
  words: { headline: string; lead: string; cta: string };
  data: LandingData;
  memberId?: number;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`ld-intro ${className}`}>
      <h1 className="ld-headline">{words.headline}</h1>
      <p className="ld-lead">{words.lead}</p>
      {children}
      <SignupLink memberId={memberId} className="btn btn-primary btn-lg ld-cta">
        {words.cta}
      </SignupLink>
      <ProofBar data={data} />
    </div>
  );
}
