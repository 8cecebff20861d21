import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useLanderEnv } from './lander-env';

/**
 * A lander's call to action: a real link to sign-up (it works before any JavaScript ran, and in
 * a new tab), which opens sign-up in place where the app is there to do so.
 */
export function SignupLink({
  memberId,
  className = 'btn btn-primary btn-lg',
  style,
  children,
}: {
  memberId?: number;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const env = useLanderEnv();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!env.openSignup || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    env.openSignup(memberId);
  };
  return (
    <a href={env.signupHref(memberId)} className={className} style={style} onClick={open}>
      {children}
    </a>
  );
}
