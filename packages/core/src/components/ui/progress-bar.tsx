import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

const grow = keyframes`from { transform: scaleX(0.05); } to { transform: scaleX(0.9); }`;
const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: ${(p) => p.theme.zIndices.toast};
  background: ${(p) => p.theme.colors.primary};
  transform-origin: left;
  animation: ${grow} ${PROGRESS_DURATION_MS}ms ease-out forwards;
`;

/** Navigation progress: appears only when loading lasts over 200 ms. */
export function ProgressBar({ active }: { active: boolean }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return visible ? <Bar role="progressbar" aria-label="loading" /> : null;
}
