import styled from 'styled-components';
import { Container } from '../../components/ui/primitives';

/**
 * The band both headers (public and employer) sit in, and its row: logo left, menu right (the
 * employer ATS banner's row too: text left, button right).
 */
export const HeaderBar = styled.header`
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;
export const HeaderRow = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]};
  padding-top: ${(p) => p.theme.space[3]};
  padding-bottom: ${(p) => p.theme.space[3]};
`;
